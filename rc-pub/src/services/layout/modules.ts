/** Verb: home modules of a channel (docs/product/sites-and-frame.md#home-page; channelId of the home channel). */
import type { ModuleWire } from '../../contract/news.js';
import type { ServiceCtx } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { findChannel } from '../../repositories/channels.js';
import { listModules as rows } from '../../repositories/site-config.js';
import { toModuleWire } from '../mappers/site.js';

/** Modules in order. @throws 404 unknown channel */
export async function listModules({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { channelId: number };
}): Promise<ModuleWire[]> {
  if (!(await findChannel(ctx.db, input.channelId))) throw notFound('channelNotFound', { id: input.channelId });
  return (await rows(ctx.db, input.channelId)).map(toModuleWire);
}
