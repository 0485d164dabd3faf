/** IssueYear (SPEC §3 period groups). */
import type { IssueYearResolvers } from '../__generated__/resolvers.js';

export const IssueYear: IssueYearResolvers = {
  issues: (y) => y.periods ?? [],
};
