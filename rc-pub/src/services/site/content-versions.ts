/** Verb: the content version counters (RcPubPaths.contentVersions) the gateway's page cache keys on. */
import type { ContentVersionsWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { readContentVersions } from '../../repositories/content-versions.js';

/** The global counter and one counter per site sld (0 for a site whose content never changed since migration). */
export async function getContentVersions({ ctx }: { ctx: ServiceCtx; input: object }): Promise<ContentVersionsWire> {
  return readContentVersions(ctx.db);
}
