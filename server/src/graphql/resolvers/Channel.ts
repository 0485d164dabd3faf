/** Channel: a menu item with its page content (rc-pub's channel info). */
import type { ChannelResolvers } from '../../__generated__/resolvers.js';
import { pickLang } from '../../domain/request.js';

export const Channel: ChannelResolvers = {
  name: (c, _a, ctx) => pickLang(ctx.lang, c.name, c.enName) ?? c.code,
  /** rc-pub stores sanitized channel HTML; the request's language, else the other. */
  content: (c, _a, ctx) => pickLang(ctx.lang, c.content, c.enContent),
};
