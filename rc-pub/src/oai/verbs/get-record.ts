/** GetRecord (OAI-PMH 2.0 section 4.1). */
import type { OaiCtx, OaiResponse } from '../context.js';
import { findFormat } from '../formats.js';
import { OaiError, type OaiArgs } from '../protocol.js';
import { appendRecord, parseIdentifier } from '../records.js';
import { loadRecords } from '../../repositories/oai.js';
import { loadSets } from '../sets.js';

/**
 * Appends `<GetRecord>` for args.identifier in args.metadataPrefix.
 * @throws OaiError idDoesNotExist, cannotDisseminateFormat (unknown prefix, or jats for a record without JATS)
 */
export async function getRecord(ctx: OaiCtx, res: OaiResponse, args: OaiArgs): Promise<void> {
  const id = parseIdentifier(ctx, args.identifier ?? '');
  const [row] = id === null ? [] : await loadRecords(ctx.db, [id]);
  if (!row) throw new OaiError('idDoesNotExist', 'No item has this identifier.');
  const format = findFormat(args.metadataPrefix ?? '');
  if (!format) throw new OaiError('cannotDisseminateFormat', 'The metadataPrefix is not supported by this repository.');
  const sets = await loadSets(ctx.db);
  const el = res.root.ele('GetRecord');
  if (!appendRecord(el, res, ctx, row, format, sets)) {
    el.remove();
    throw new OaiError('cannotDisseminateFormat', `The item is not available as ${format.prefix}.`);
  }
}
