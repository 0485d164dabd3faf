/** IssueYear (docs/product/content.md, period groups). */
import type { IssueYearResolvers } from '../../__generated__/resolvers.js';

export const IssueYear: IssueYearResolvers = {
  issues: (y) => y.periods ?? [],
};
