/**
 * RankEntry: one place of a ranking (/front/rank, docs/product/usage.md#rankings; RankEntryWire). `rank`, `count` and `article`
 * resolve by field name; `articleId` and `title` give the article's id and title one level shallower, so a home page
 * module's ranking keeps the page query within half the gateway's depth limit.
 */
import type { RankEntryResolvers } from '../../__generated__/resolvers.js';
import { titleOf } from './Article.js';

export const RankEntry: RankEntryResolvers = {
  articleId: (e) => e.article.id,
  title: (e, _a, ctx) => titleOf(e.article, ctx.lang),
};
