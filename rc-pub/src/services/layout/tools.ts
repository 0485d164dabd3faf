/** Verb: floating toolbar items of a site (rss, email, folderAdd ...: docs/product/sites-and-frame.md#fixed-buttons-and-toolbar). */
import type { ToolWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { listTools as rows } from '../../repositories/site-config.js';
import { toToolWire } from '../mappers/site.js';
import { requireSite } from '../site/common.js';

/** Toolbar items in order. @throws 404 unknown site */
export async function listTools({ ctx, input }: { ctx: ServiceCtx; input: { siteId: number } }): Promise<ToolWire[]> {
  await requireSite(ctx, input.siteId);
  return (await rows(ctx.db, input.siteId)).map(toToolWire);
}
