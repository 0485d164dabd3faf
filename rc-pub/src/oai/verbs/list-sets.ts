/** ListSets (OAI-PMH 2.0 section 4.6): the journal and site sets, in one answer (never a resumption token). */
import type { OaiCtx, OaiResponse } from '../context.js';
import { OaiError, type OaiArgs } from '../protocol.js';
import { loadSets } from '../sets.js';

/**
 * Appends `<ListSets>`.
 * @throws OaiError badResumptionToken for any token (none is ever issued for sets)
 */
export async function listSets(ctx: OaiCtx, res: OaiResponse, args: OaiArgs): Promise<void> {
  if (args.resumptionToken !== undefined)
    throw new OaiError('badResumptionToken', 'The resumptionToken is invalid or expired.');
  const index = await loadSets(ctx.db);
  const el = res.root.ele('ListSets');
  for (const s of index.sets) {
    const set = el.ele('set');
    set.ele('setSpec').txt(s.spec);
    set.ele('setName').txt(s.name);
  }
}
