/** Identify (OAI-PMH 2.0 section 4.2): the repository's name, base URL, earliest datestamp and policies. */
import type { OaiCtx, OaiResponse } from '../context.js';
import { datestamp } from '../protocol.js';
import { earliestDatestamp } from '../../repositories/oai.js';

/** Appends `<Identify>`. adminEmail is RC_PUB_OAI_ADMIN_EMAIL (a placeholder by default: demo). */
export async function identify(ctx: OaiCtx, res: OaiResponse): Promise<void> {
  const earliest = (await earliestDatestamp(ctx.db)) ?? new Date(0);
  const el = res.root.ele('Identify');
  el.ele('repositoryName').txt('RC journal portal');
  el.ele('baseURL').txt(ctx.baseUrl);
  el.ele('protocolVersion').txt('2.0');
  el.ele('adminEmail').txt(ctx.adminEmail);
  el.ele('earliestDatestamp').txt(datestamp(earliest));
  el.ele('deletedRecord').txt('no');
  el.ele('granularity').txt('YYYY-MM-DDThh:mm:ssZ');
}
