/**
 * What every verb gets: the database, the base URL the harvester used (from the gateway's
 * `x-oai-base-url`), the deployment's repository identifier, and the response being built.
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { Db } from '../db/client.js';
import { OAI_NS, OAI_SCHEMA, XSI_NS } from './formats.js';
import { datestamp, type OaiArgs, type OaiError, type OaiVerb } from './protocol.js';

/** Per request: database, base URL (absolute http(s), no query) and the repository identifier. */
export interface OaiCtx {
  db: Db;
  baseUrl: string;
  /**
   * The deployment's repositoryIdentifier, the same on every host (handler.ts repositoryIdOf): identifiers are
   * `oai:{repositoryId}:article/{id}` (docs/product/citation-and-harvest.md#oai-pmh).
   */
  repositoryId: string;
  /** Origin of the base URL: the sites' origins are derived from it (contract/site-origin.ts siteOrigin). */
  origin: string;
  /** Identify adminEmail (RC_PUB_OAI_ADMIN_EMAIL). */
  adminEmail: string;
}

/** A response being built: `body` is the verb's element; {@link embed} marks where raw XML goes. */
export interface OaiResponse {
  root: XMLBuilder;
  /** Appends a placeholder for already-serialized XML (the JATS), replaced in {@link finish}. */
  embed(parent: XMLBuilder, xml: string): void;
  finish(): string;
}

/**
 * Starts `<OAI-PMH>` with responseDate and request (OAI-PMH section 3.2). `verb`/`args` are echoed as request attributes only
 * when the request was valid (OAI-PMH section 3.2: not for badVerb or badArgument).
 */
export function startResponse(ctx: OaiCtx, verb: OaiVerb | null, args: OaiArgs): OaiResponse {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc.ele(OAI_NS, 'OAI-PMH').att(XSI_NS, 'xsi:schemaLocation', `${OAI_NS} ${OAI_SCHEMA}`);
  root.ele('responseDate').txt(datestamp(new Date()));
  const req = root.ele('request');
  if (verb) {
    req.att('verb', verb);
    for (const [k, v] of Object.entries(args)) req.att(k, v);
  }
  req.txt(ctx.baseUrl);
  const raws: string[] = [];
  return {
    root,
    embed(parent, xml) {
      parent.com(`oai-embed:${raws.length}`);
      raws.push(xml);
    },
    finish() {
      const text = doc.end({ prettyPrint: false });
      return raws.length ? text.replace(/<!--oai-embed:(\d+)-->/g, (_m, i: string) => raws[Number(i)]!) : text;
    },
  };
}

/** Appends `<error code=…>` (OAI-PMH section 3.6). */
export function appendError(res: OaiResponse, err: OaiError): void {
  res.root.ele('error').att('code', err.code).txt(err.message);
}
