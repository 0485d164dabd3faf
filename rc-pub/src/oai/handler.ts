/**
 * The OAI-PMH 2.0 provider: one request's arguments → the XML answer. Protocol errors are answered in
 * XML with HTTP 200 (OAI-PMH section 3.6); only the verbs' own modules touch the database.
 */
import { siteBaseDomain } from '../contract/site-origin.js';
import type { Db } from '../db/client.js';
import { appendError, type OaiCtx, startResponse } from './context.js';
import { OaiError, type OaiArgs, type OaiVerb, parseArgs } from './protocol.js';
import { getRecord } from './verbs/get-record.js';
import { identify } from './verbs/identify.js';
import { listMetadataFormats } from './verbs/list-metadata-formats.js';
import { listSets } from './verbs/list-sets.js';
import { listRecords } from './verbs/list.js';

/** Request header by which the gateway tells the base URL harvesters use (e.g. `http://www.localhost:3000/oai`). */
export const OAI_BASE_URL_HEADER = 'x-oai-base-url';

/**
 * The base URL of a header value: an absolute http(s) URL without credentials, query or fragment (at most 300
 * characters); otherwise `fallback` (rc-pub's own /rc-pub/oai URL).
 */
export function parseBaseUrl(value: string | string[] | undefined, fallback: string): URL {
  if (typeof value === 'string' && value.length <= 300) {
    try {
      const u = new URL(value);
      if ((u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password && !u.search && !u.hash)
        return u;
    } catch {
      // not a URL: the fallback
    }
  }
  return new URL(fallback);
}

/**
 * The repositoryIdentifier of the deployment (docs/product/citation-and-harvest.md#oai-pmh): `configured`
 * (RC_PUB_OAI_REPOSITORY_ID) when set, else the base domain the sites share, derived from the base URL's origin
 * (`journals.example.org` for `https://plosmed.journals.example.org/oai` and for `https://www.journals.example.org/oai`,
 * `localhost` for `http://www.localhost:3000/oai`), so that every host of the portal names the same identifiers; for
 * a base URL on an IP address (no domain), its host.
 */
export function repositoryIdOf(base: URL, configured: string | null): string {
  return (configured || siteBaseDomain({ origin: base.origin }) || base.hostname).toLowerCase();
}

/**
 * Answers one OAI-PMH request.
 * @param raw the query or form arguments (an array for a repeated argument)
 * @param repositoryId RC_PUB_OAI_REPOSITORY_ID (config.oaiRepositoryId); null = derived ({@link repositoryIdOf})
 * @returns the XML document (UTF-8 text)
 */
export async function answerOai(
  db: Db,
  base: URL,
  adminEmail: string,
  raw: Record<string, string | string[] | undefined>,
  repositoryId: string | null = null,
): Promise<string> {
  const ctx: OaiCtx = {
    db,
    baseUrl: base.href,
    repositoryId: repositoryIdOf(base, repositoryId),
    origin: base.origin,
    adminEmail,
  };
  let parsed: { verb: OaiVerb; args: OaiArgs };
  try {
    parsed = parseArgs(raw);
  } catch (e) {
    if (!(e instanceof OaiError)) throw e;
    const res = startResponse(ctx, null, {});
    appendError(res, e);
    return res.finish();
  }
  const { verb, args } = parsed;
  const res = startResponse(ctx, verb, args);
  try {
    if (verb === 'Identify') await identify(ctx, res);
    else if (verb === 'ListMetadataFormats') await listMetadataFormats(ctx, res, args);
    else if (verb === 'ListSets') await listSets(ctx, res, args);
    else if (verb === 'GetRecord') await getRecord(ctx, res, args);
    else await listRecords(ctx, res, args, verb === 'ListRecords' ? 'r' : 'i');
  } catch (e) {
    if (!(e instanceof OaiError)) throw e;
    // OAI-PMH section 3.6: on badArgument the request element carries no attributes
    if (e.code === 'badArgument' || e.code === 'badVerb') {
      const bare = startResponse(ctx, null, {});
      appendError(bare, e);
      return bare.finish();
    }
    const errRes = startResponse(ctx, verb, args);
    appendError(errRes, e);
    return errRes.finish();
  }
  return res.finish();
}
