/** IssueYear: a journal's issues of one year (docs/product/content.md#issues). */
import type { IssueYearResolvers } from '../../__generated__/resolvers.js';

export const IssueYear: IssueYearResolvers = {
  issues: (y) => y.periods ?? [],
};
