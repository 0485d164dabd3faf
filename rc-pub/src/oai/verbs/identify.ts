/**
 * Identify (OAI-PMH 2.0 section 4.2): the repository's name, base URL, earliest datestamp and policies, and the
 * oai-identifier description naming the deployment's repositoryIdentifier (docs/product/citation-and-harvest.md#oai-pmh).
 */
import type { OaiCtx, OaiResponse } from '../context.js';
import { OAI_IDENTIFIER_NS, OAI_IDENTIFIER_SCHEMA, XSI_NS } from '../formats.js';
import { datestamp } from '../protocol.js';
import { oaiIdentifier } from '../records.js';
import { earliestArticle } from '../../repositories/oai.js';

/**
 * repositoryIdentifier syntax of oai-identifier.xsd (a domain name of two labels or more, each starting with a
 * letter). A repository identifier without it (`localhost`, an IP address) is used in identifiers all the same, but
 * Identify then carries no oai-identifier description, which would not validate.
 */
const REPOSITORY_ID = /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/;

/** Appends `<Identify>`. adminEmail is RC_PUB_OAI_ADMIN_EMAIL (a placeholder by default: demo). */
export async function identify(ctx: OaiCtx, res: OaiResponse): Promise<void> {
  const first = await earliestArticle(ctx.db);
  const el = res.root.ele('Identify');
  el.ele('repositoryName').txt('RC journal portal');
  el.ele('baseURL').txt(ctx.baseUrl);
  el.ele('protocolVersion').txt('2.0');
  el.ele('adminEmail').txt(ctx.adminEmail);
  el.ele('earliestDatestamp').txt(datestamp(first?.updatedAt ?? new Date(0)));
  el.ele('deletedRecord').txt('no');
  el.ele('granularity').txt('YYYY-MM-DDThh:mm:ssZ');
  if (!REPOSITORY_ID.test(ctx.repositoryId)) return;
  const id = el
    .ele('description')
    .ele(OAI_IDENTIFIER_NS, 'oai-identifier')
    .att(XSI_NS, 'xsi:schemaLocation', `${OAI_IDENTIFIER_NS} ${OAI_IDENTIFIER_SCHEMA}`);
  id.ele(OAI_IDENTIFIER_NS, 'scheme').txt('oai');
  id.ele(OAI_IDENTIFIER_NS, 'repositoryIdentifier').txt(ctx.repositoryId);
  id.ele(OAI_IDENTIFIER_NS, 'delimiter').txt(':');
  id.ele(OAI_IDENTIFIER_NS, 'sampleIdentifier').txt(oaiIdentifier(ctx, first?.id ?? 1));
}
