/**
 * RankEntry: one place of a ranking (/front/rank, docs/product/usage.md#rankings; RankEntryWire). `rank`, `count` and
 * `article` resolve by field name; `articleId`, `title` and `titleLanguage` give the article's id, title and the
 * title's language one level shallower, so a home page module's ranking keeps the page query within half the gateway's
 * depth limit.
 */
import type { RankEntryResolvers } from '../../__generated__/resolvers.js';
import { pickTitle, titleOf } from './Article.js';

export const RankEntry: RankEntryResolvers = {
  articleId: (e) => e.article.id,
  title: (e, _a, ctx) => titleOf(e.article, ctx.lang),
  titleLanguage: (e, _a, ctx) => pickTitle(e.article, ctx.lang).lang,
};
