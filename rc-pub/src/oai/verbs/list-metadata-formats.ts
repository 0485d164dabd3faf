/** ListMetadataFormats (OAI-PMH 2.0 section 4.4): oai_dc always, jats for records imported from JATS. */
import type { OaiCtx, OaiResponse } from '../context.js';
import { METADATA_FORMATS } from '../formats.js';
import { OaiError, type OaiArgs } from '../protocol.js';
import { parseIdentifier } from '../records.js';
import { articleExists, hasJats } from '../../repositories/oai.js';

/**
 * Appends `<ListMetadataFormats>`, of the repository or of one item.
 * @throws OaiError idDoesNotExist, noMetadataFormats
 */
export async function listMetadataFormats(ctx: OaiCtx, res: OaiResponse, args: OaiArgs): Promise<void> {
  let formats = METADATA_FORMATS;
  if (args.identifier !== undefined) {
    const id = parseIdentifier(ctx, args.identifier);
    if (id === null || !(await articleExists(ctx.db, id)))
      throw new OaiError('idDoesNotExist', 'No item has this identifier.');
    const jats = await hasJats(ctx.db, id);
    formats = formats.filter((f) => f.prefix !== 'jats' || jats);
  }
  if (!formats.length) throw new OaiError('noMetadataFormats', 'The item has no metadata format.');
  const el = res.root.ele('ListMetadataFormats');
  for (const f of formats) {
    const m = el.ele('metadataFormat');
    m.ele('metadataPrefix').txt(f.prefix);
    m.ele('schema').txt(f.schema);
    m.ele('metadataNamespace').txt(f.namespace);
  }
}
