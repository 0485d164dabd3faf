/**
 * COUNTER customers configured in the site file's `counter` section (docs/product/usage.md#keys-and-customers): a
 * plain key, an unknown field or The World's id is refused; once customers are configured every call needs an API
 * key, a key opens its own customers only and each sees the usage of its sites' journals; exported with the file;
 * `customers: []` opens the reports again. Usage as in counter-world.ts (PLOS Medicine: 6 Controlled requests last
 * month, 9 in all, 3 searches on its site: a customer of other sites sees none of them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyHash } from '../../rc-pub/src/counter/customers.js';
import { applySitesFile } from '../../rc-pub/src/services/sites/apply.js';
import { exportSitesFile } from '../../rc-pub/src/services/sites/export.js';
import { validateSitesFile } from '../../rc-pub/src/services/sites/validate.js';
import {
  type CounterWorld,
  closeCounterWorld,
  counterWorld,
  expectException,
  get,
  last,
  report,
  WORLD,
} from './counter-world.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';

let w: CounterWorld;

beforeAll(async () => {
  w = await counterWorld(await createSeededTestDb());
}, 600_000);
afterAll(async () => closeCounterWorld(w));

describe('customers of the site file', () => {
  const KEY = 'k-2f6c0f7e-plos-office';
  const file = (customers: string) => `version: 1\nsites: []\ncounter:\n  customers:${customers}\n`;

  it('refuses a counter section with a plain key, an unknown field or The World’s id', async () => {
    const bad = await validateSitesFile({
      input: {
        text: file(
          `\n    - customerId: ${WORLD}\n      name: X Library\n      apiKey: secret\n      apiKeySha256: secret\n`,
        ),
      },
    });
    expect(bad.file).toBeNull();
    expect(bad.problems.map((p) => p.path).sort()).toEqual(
      ['counter.customers[0].apiKey', 'counter.customers[0].apiKeySha256', 'counter.customers[0].customerId'].sort(),
    );
    await expect(
      applySitesFile({
        ctx: { db: w.tdb.handle.db },
        input: {
          text: file(
            `\n    - customerId: a\n      name: A Library\n      apiKeySha256: ${apiKeyHash('x')}\n      sites: [nosuchsite]`,
          ),
        },
      }),
    ).rejects.toThrow(/no site nosuchsite/);
  });

  it('then needs the key, shows only the customer’s sites, and opens again when the customers are removed', async () => {
    const plan = await applySitesFile({
      ctx: { db: w.tdb.handle.db },
      input: {
        text: file(
          `\n    - customerId: plos-office\n      name: PLOS Editorial Office\n      apiKeySha256: ${apiKeyHash(KEY)}\n      sites: [plosone]` +
            `\n    - customerId: medicine\n      name: Medicine Board\n      apiKeySha256: ${apiKeyHash(`${KEY}-2`)}\n      sites: [plosmed]`,
        ),
      },
    });
    expect(plan.counter).toEqual({ before: 0, after: 2, changed: true });
    expect(await exportSitesFile({ ctx: { db: w.tdb.handle.db } })).toContain(`apiKeySha256: ${apiKeyHash(KEY)}`);
    const q = { customer_id: 'plos-office', begin_date: last, end_date: last };
    await expectException('/reports/tr_j1', q, 400, 1030);
    await expectException('/reports/tr_j1', { ...q, api_key: 'wrong' }, 401, 2020);
    await expectException('/reports/tr_j1', { ...q, api_key: KEY, customer_id: 'medicine' }, 403, 2010);
    await expectException('/members', { customer_id: WORLD }, 400, 1030);
    // PLOS ONE has no usage: the office sees none of PLOS Medicine's
    const office = await report('tr_j1', { ...q, api_key: KEY });
    expect(office.Report_Items).toEqual([]);
    expect(office.Report_Header.Institution_ID).toEqual({ Proprietary: ['localhost:plos-office'] });
    const board = await report('tr_j1', { customer_id: 'medicine', api_key: `${KEY}-2` });
    expect(board.Report_Items[0]!.Attribute_Performance[0]!.Performance.Total_Item_Requests![last]).toBe(6);
    const members = await get('/members', { customer_id: 'medicine', api_key: `${KEY}-2` });
    expect(members.body).toEqual([{ Customer_ID: 'medicine', Institution_Name: 'Medicine Board' }]);
    const world = await report('pr_p1', { api_key: `${KEY}-2` });
    expect(world.Report_Items[0]!.Attribute_Performance[0]!.Performance.Total_Item_Requests![last]).toBe(9);
    expect(world.Report_Items[0]!.Attribute_Performance[1]).toEqual({
      Data_Type: 'Platform',
      Performance: { Searches_Platform: { [last]: 3 } },
    });
    // the searches are PLOS Medicine's: the office (PLOS ONE) sees no platform usage at all
    expect((await report('pr_p1', { ...q, api_key: KEY })).Report_Items).toEqual([]);

    await applySitesFile({ ctx: { db: w.tdb.handle.db }, input: { text: file(' []') } });
    expect(await exportSitesFile({ ctx: { db: w.tdb.handle.db } })).not.toContain('\ncounter:');
    await report('tr_j1');
  });
});
