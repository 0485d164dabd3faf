/**
 * OAI-PMH as a known harvester reads it: the `oai-pmh` client from npm (paperhive/oai-pmh, a devDependency) harvests
 * `/oai` through the whole seeded stack (rc-pub, the gateway, server rendering) on several site hosts, over HTTP:
 * the same identifiers from every host, ListRecords complete through its resumption tokens, GetRecord of one
 * identifier on every host; every portal URL the records name is an article page of the portal, and a sample of them
 * (every pt/es article, each site's first and last) answers 200
 * (docs/product/citation-and-harvest.md#oai-pmh). It uses the worker's shared stack (startListeningStack without
 * options: the stack tier's one stack, listening once for the worker's files), not one of its own.
 *
 * The client resolves the hosts it is given; `*.localhost` names are loopback (RFC 6761), which this machine's
 * resolver does not know, so while this file runs Node's global HTTP agent (the one the client's `request` uses)
 * resolves them to 127.0.0.1; the previous agent is put back after.
 */
import type { LookupAddress } from 'node:dns';
import dns from 'node:dns';
import http from 'node:http';
import { createRequire } from 'node:module';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startListeningStack } from '../web/helpers/stack.js';

/** The parts of a harvested header and record this file reads (xml2js objects, `explicitArray: false`). */
interface OaiHeader {
  identifier: string;
  datestamp: string;
  setSpec?: string | string[];
}
interface OaiRecord {
  header: OaiHeader;
  metadata?: { 'oai_dc:dc'?: Record<string, unknown> };
}
/** The client's API (oai-pmh 2.0.3 src/oai-pmh.js; the package ships no types). */
interface OaiPmhClient {
  identify(): Promise<Record<string, unknown>>;
  getRecord(identifier: string, metadataPrefix: string): Promise<OaiRecord>;
  listIdentifiers(options: { metadataPrefix: string; set?: string }): AsyncIterable<OaiHeader>;
  listRecords(options: { metadataPrefix: string }): AsyncIterable<OaiRecord>;
}
const { OaiPmh } = createRequire(import.meta.url)('oai-pmh') as {
  OaiPmh: new (baseUrl: string, options?: { retry?: boolean }) => OaiPmhClient;
};

type Lookup = (
  hostname: string,
  options: dns.LookupOptions,
  callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => void;

/** dns.lookup, with `localhost` and `*.localhost` answered as 127.0.0.1. */
const loopbackLookup: Lookup = (hostname, options, callback) => {
  if (hostname !== 'localhost' && !hostname.endsWith('.localhost')) {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) =>
      options.all || err ? callback(err, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family),
    );
    return;
  }
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

const globals = http as unknown as { globalAgent: http.Agent };
let savedAgent: http.Agent;
let agent: http.Agent;
let stack: Stack;
let port: number;
let total: number;
let slds: string[];

beforeAll(async () => {
  ({ stack, port } = await startListeningStack());
  total = (await stack.db.query.articles.findMany({ columns: { id: true } })).length;
  slds = (await stack.db.query.sites.findMany({ columns: { sld: true } })).map((s) => s.sld);
  savedAgent = globals.globalAgent;
  agent = new http.Agent({ lookup: loopbackLookup as never });
  globals.globalAgent = agent;
}, 300_000);
afterAll(async () => {
  if (savedAgent) globals.globalAgent = savedAgent;
  agent?.destroy();
  await stack?.close();
});

const client = (sld: string) => new OaiPmh(`http://${sld}.localhost:${port}/oai`, { retry: false });
const arrayOf = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Every record of a ListRecords harvest in oai_dc on `sld`'s host. */
async function harvest(sld: string): Promise<OaiRecord[]> {
  const out: OaiRecord[] = [];
  for await (const r of client(sld).listRecords({ metadataPrefix: 'oai_dc' })) out.push(r);
  return out;
}

describe('harvesting /oai with the oai-pmh client', () => {
  let records: OaiRecord[];

  it('Identify names the host’s base URL', async () => {
    const id = await client('plosmed').identify();
    expect(id.baseURL).toBe(`http://plosmed.localhost:${port}/oai`);
    expect(id.protocolVersion).toBe('2.0');
  });

  it('ListRecords on www is complete through its resumption tokens, each article once', async () => {
    records = await harvest('www');
    expect(total).toBeGreaterThan(100); // more than one page: the walk used resumption tokens
    expect(records).toHaveLength(total);
    const ids = records.map((r) => r.header.identifier);
    expect(new Set(ids).size).toBe(total);
    for (const id of ids) expect(id).toMatch(/^oai:localhost:article\/\d+$/);
  }, 180_000);

  it('a journal’s host lists the same identifiers as www', async () => {
    const fromJournal: string[] = [];
    for await (const h of client('plosmed').listIdentifiers({ metadataPrefix: 'oai_dc' }))
      fromJournal.push(h.identifier);
    expect(fromJournal).toEqual(records.map((r) => r.header.identifier));
  }, 180_000);

  it('GetRecord of one identifier answers on every site host', async () => {
    const id = records[records.length - 1]!.header.identifier;
    for (const sld of slds) {
      const rec = await client(sld).getRecord(id, 'oai_dc');
      expect(rec.header.identifier, sld).toBe(id);
    }
  }, 120_000);

  it('every portal URL of the records is an article page of this portal; pt/es ones and each site’s first and last answer 200', async () => {
    const pages = records.flatMap((r) => {
      const id = /(\d+)$/.exec(r.header.identifier)![1]!;
      const dc = r.metadata?.['oai_dc:dc'] ?? {};
      const urls = arrayOf(dc['dc:identifier'] as string | string[] | undefined);
      const other = arrayOf(dc['dc:language'] as string | string[] | undefined).some((l) => l !== 'zh' && l !== 'en');
      return urls.filter((u) => !u.startsWith('https://doi.org/')).map((u) => ({ u, id, other }));
    });
    expect(pages).toHaveLength(2 * total);
    // Every URL is a page of its own article on a site origin of this portal, in zh or en ...
    const groups = new Map<string, string[]>();
    for (const { u, id } of pages) {
      const m = new RegExp(`^(http://[a-z0-9-]+\\.localhost:${port}/article/id/\\d+)/(\\d+)/(zh|en)$`).exec(u);
      expect(m, u).not.toBeNull();
      expect(m![2]).toBe(id);
      const key = `${m![1]} ${m![3]}`;
      groups.set(key, [...(groups.get(key) ?? []), u]);
    }
    // ... and answers 200: every article in a language other than zh and en (where /pt and /es were named), and the
    // first and last article of each site and language (each page a server render: all 2,338 take minutes).
    const probe = new Set([
      ...pages.filter((p) => p.other).map((p) => p.u),
      ...[...groups.values()].flatMap((g) => [g[0]!, g[g.length - 1]!]),
    ]);
    expect(pages.filter((p) => p.other).length).toBeGreaterThan(0);
    const failed: string[] = [];
    for (const u of probe) {
      const url = new URL(u);
      const res = await request(`http://127.0.0.1:${port}`).get(url.pathname).set('host', url.host);
      if (res.status !== 200) failed.push(`${res.status} ${u}`);
    }
    expect(failed).toEqual([]);
  }, 300_000);
});
