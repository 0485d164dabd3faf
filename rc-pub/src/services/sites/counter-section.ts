/**
 * The site file's optional `counter` section (docs/product/usage.md#keys-and-customers; the file format: docs/sites-file.md):
 * the customers of the COUNTER reports, each with its customer_id, name, the SHA-256 of its API key and the sites
 * whose journals' usage it may see.
 *
 * ```yaml
 * counter:
 *   customers:
 *     - customerId: plos-office
 *       name: PLOS Editorial Office
 *       apiKeySha256: 46c10d50…  # printf %s "$KEY" | sha256sum
 *       sites: [plosmed, plosone] # left out: every site
 * ```
 *
 * Left out, the stored customers stay as they are; listed, the section is the whole truth (`customers: []` removes
 * them all and opens the reports again). Checked without the database (validate.ts), then its sites against the
 * database and the file's own sites (apply.ts).
 */
import { type CounterCustomer, WORLD_CUSTOMER_ID } from '../../counter/customers.js';
import type { Tx } from '../../db/client.js';
import { listCounterCustomers, replaceCounterCustomers } from '../../repositories/counter.js';
import { listSiteSlds } from '../../repositories/sites-file.js';
import type { Problem, SitesFile } from './model.js';
import type { PathSegments } from './yaml-source.js';

/** What a plan says about the section: how many customers before and after, and whether anything changes. */
export interface CounterPlan {
  before: number;
  after: number;
  changed: boolean;
}

/** Reports a problem at a path of the file (validate.ts Checker.problem). */
type Report = (path: PathSegments, message: string, key?: boolean) => void;

const FIELDS = ['customerId', 'name', 'apiKeySha256', 'sites'];
const CUSTOMER_ID = /^[A-Za-z0-9][A-Za-z0-9._:@-]{0,99}$/;
const SHA256 = /^[0-9a-fA-F]{64}$/;
const SLD = /^[a-z0-9][a-z0-9-]{0,62}$/;

const isMapping = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function customer(raw: Record<string, unknown>, at: PathSegments, report: Report): CounterCustomer {
  for (const k of Object.keys(raw))
    if (!FIELDS.includes(k)) report([...at, k], `unknown field; a customer has ${FIELDS.join(', ')}`, true);
  const text = (k: string, ok: (s: string) => boolean, message: string): string => {
    const v = raw[k];
    if (v === undefined || v === null) report([...at, k], 'is required', true);
    else if (typeof v !== 'string' || !ok(v)) report([...at, k], message);
    return typeof v === 'string' ? v : '';
  };
  const customerId = text(
    'customerId',
    (s) => CUSTOMER_ID.test(s) && s !== WORLD_CUSTOMER_ID,
    `must be 1-100 letters, digits or ._:@- (not ${WORLD_CUSTOMER_ID}, The World's)`,
  );
  const name = text('name', (s) => s.trim().length >= 2 && s.length <= 200, 'must be a name of 2-200 characters');
  const hash = text(
    'apiKeySha256',
    (s) => SHA256.test(s),
    'must be the SHA-256 of the API key as 64 hex digits (printf %s "$KEY" | sha256sum), never the key itself',
  );
  const sites: string[] = [];
  if (raw.sites !== undefined && raw.sites !== null) {
    if (!Array.isArray(raw.sites)) report([...at, 'sites'], 'must be a list of site subdomains (sld)');
    for (const [i, s] of (Array.isArray(raw.sites) ? raw.sites : []).entries()) {
      if (typeof s !== 'string' || !SLD.test(s)) report([...at, 'sites', i], 'must be a site subdomain (sld)');
      else if (sites.includes(s)) report([...at, 'sites', i], `lists ${s} twice`);
      else sites.push(s);
    }
  }
  return { customerId, name: name.trim(), apiKeySha256: hash.toLowerCase(), sites };
}

/**
 * Checks the `counter` value of a file (not undefined) and returns its customers; problems go to `report`.
 */
export function checkCounterSection(raw: unknown, report: Report): CounterCustomer[] {
  if (!isMapping(raw)) {
    report(['counter'], 'must be a mapping with customers');
    return [];
  }
  for (const k of Object.keys(raw))
    if (k !== 'customers') report(['counter', k], 'unknown field; the counter section has customers', true);
  const list = raw.customers ?? [];
  if (!Array.isArray(list)) {
    report(['counter', 'customers'], 'must be a list of customers (lines starting with -)');
    return [];
  }
  const out: CounterCustomer[] = [];
  for (const [i, item] of list.entries()) {
    const at: PathSegments = ['counter', 'customers', i];
    if (!isMapping(item)) {
      report(at, 'must be a mapping (key: value lines)');
      continue;
    }
    const c = customer(item, at, report);
    if (c.customerId && out.some((o) => o.customerId === c.customerId))
      report([...at, 'customerId'], `customer ${c.customerId} is already listed above; list each customer once`);
    out.push(c);
  }
  return out;
}

/**
 * The section against the database inside the apply transaction: every site named must exist there or in the file;
 * what changes compared with the stored customers. Writes nothing.
 */
export async function planCounterSection(
  tx: Tx,
  file: SitesFile,
): Promise<{ plan: CounterPlan; problems: Problem[] } | null> {
  const customers = file.counter;
  if (customers === undefined) return null;
  const known = new Set([...(await listSiteSlds(tx)), ...file.sites.map((s) => s.sld)]);
  const problems: Problem[] = [];
  for (const [i, c] of customers.entries())
    for (const [j, sld] of c.sites.entries())
      if (!known.has(sld)) {
        const path = `counter.customers[${i}].sites[${j}]`;
        const at = file.locate(path);
        problems.push({ path, line: at?.line ?? null, column: at?.column ?? null, message: `no site ${sld}` });
      }
  const stored = await listCounterCustomers(tx);
  const changed = JSON.stringify(stored) !== JSON.stringify(customers);
  return { plan: { before: stored.length, after: customers.length, changed }, problems };
}

/** Stores the file's customers when they changed (apply, after the plan). */
export async function applyCounterSection(tx: Tx, file: SitesFile, plan: CounterPlan | undefined): Promise<void> {
  if (file.counter !== undefined && plan?.changed) await replaceCounterCustomers(tx, file.counter);
}

/** The section as export writes it, or undefined when no customer is configured (the section is then left out). */
export async function exportCounterSection(
  tx: Parameters<typeof listCounterCustomers>[0],
): Promise<object | undefined> {
  const customers = await listCounterCustomers(tx);
  if (!customers.length) return undefined;
  return {
    customers: customers.map((c) => ({
      customerId: c.customerId,
      name: c.name,
      apiKeySha256: c.apiKeySha256,
      ...(c.sites.length ? { sites: c.sites } : {}),
    })),
  };
}
