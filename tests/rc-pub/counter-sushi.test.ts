/**
 * COUNTER R5.1 reports over the COUNTER_SUSHI API (/rc-pub/counter/r51/*, docs/product/usage.md#counter-reports-sushi)
 * on the seeded database, with reader events recorded last month and the month before through the usage recorder:
 * - TR_J1, IR_A1, TR_J3, TR_J4 and PR_P1 give the numbers the portal's own statistics and rankings show for the same
 *   articles (a page view of a full-text article and a download are Requests; a crawler's view is nothing), with the
 *   Unique_* metrics beside them (every event of the world is its own session) and PR_P1's Searches_Platform;
 * - TR_J1 and TR_J4 hold Controlled usage only; Open usage (CC licences) is in TR_J3, IR_A1 and PR_P1;
 * - every answer is valid against COUNTER's OpenAPI document as published (tests/fixtures/counter-schemas), without
 *   Exception 3040, errors with their R5.1 codes and statuses;
 * - the TSV form has COUNTER's 13 header rows, a blank row and the same numbers.
 * The reader events are counter-world.ts's; customers with keys are counter-customers.test.ts's.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, issues } from '../../rc-pub/src/db/schema/index.js';
import { counterValidator, errorsOf } from './counter-schema.js';
import {
  before,
  type CounterWorld,
  closeCounterWorld,
  counterWorld,
  expectException,
  get,
  last,
  month,
  ranked,
  report,
  statistics,
  WORLD,
} from './counter-world.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';

let w: CounterWorld;

beforeAll(async () => {
  w = await counterWorld(await createSeededTestDb());
}, 600_000);
afterAll(async () => closeCounterWorld(w));

describe('reports match the portal statistics and rankings', () => {
  it('TR_J1: the journal’s Controlled requests of last month are its controlled articles’ views and downloads', async () => {
    const body = await report('tr_j1');
    const header = body.Report_Header;
    expect(header).toMatchObject({
      Report_ID: 'TR_J1',
      Release: '5.1',
      Institution_Name: 'The World',
      Institution_ID: { Proprietary: [`localhost:${WORLD}`] },
      Registry_Record: '',
    });
    expect(header.Report_Filters).toEqual({
      Metric_Type: ['Total_Item_Requests', 'Unique_Item_Requests'],
      Begin_Date: `${last}-01`,
      End_Date: expect.stringMatching(new RegExp(`^${last}-(28|29|30|31)$`)),
      Data_Type: ['Journal'],
      Access_Type: ['Controlled'],
      Access_Method: ['Regular'],
    });
    expect(header.Exceptions).toBeUndefined();
    let expected = 0;
    for (const id of [w.ctlA, w.ctlB]) {
      const m = (await statistics(id)).months.find((x) => x.month === last)!;
      expected += m.abstractViews + m.downloads;
    }
    expect(expected).toBe(6); // 3 views + 2 downloads of A, 1 view of B: the crawler and the full-text beacon add none
    expect(body.Report_Items).toHaveLength(1);
    const item = body.Report_Items[0]!;
    expect(item).toMatchObject({
      Platform: 'localhost',
      Item_ID: { Proprietary: expect.stringMatching(/^localhost:/) },
    });
    expect(item.Attribute_Performance).toEqual([
      { Performance: { Total_Item_Requests: { [last]: expected }, Unique_Item_Requests: { [last]: expected } } },
    ]);
  });

  it('IR_A1: each article’s requests are its views plus downloads, Open ones too, under its journal', async () => {
    const body = await report('ir_a1');
    const [parent] = body.Report_Items;
    expect(parent!.Title).toBe('PLOS Medicine');
    const views = await ranked('views');
    const downloads = await ranked('downloads');
    const byId = new Map(
      parent!.Items.map((i) => [Number(i.Item_ID.Proprietary.split(':')[1]), i.Attribute_Performance[0]!]),
    );
    for (const [id, access] of [
      [w.ctlA, 'Controlled'],
      [w.ctlB, 'Controlled'],
      [w.open, 'Open'],
    ] as const) {
      const m = (await statistics(id)).months.find((x) => x.month === last)!;
      const perf = byId.get(id)!;
      expect(perf.Access_Type).toBe(access);
      expect(perf.Performance.Total_Item_Requests![last]).toBe(m.abstractViews + m.downloads);
      expect(perf.Performance.Unique_Item_Requests![last]).toBe(m.abstractViews + m.downloads);
    }
    // the 3-month ranking covers both months: its counts are the two months' IR_A1 requests
    const both = await report('ir_a1', { begin_date: before, end_date: last });
    const total = (id: number) => {
      const i = both.Report_Items[0]!.Items.find((x) => x.Item_ID.Proprietary.endsWith(`:${id}`))!;
      return Object.values(i.Attribute_Performance[0]!.Performance.Total_Item_Requests!).reduce((s, n) => s + n, 0);
    };
    for (const id of [w.ctlA, w.ctlB, w.open]) expect(total(id)).toBe((views.get(id) ?? 0) + (downloads.get(id) ?? 0));
  });

  it('TR_J3 splits the journal by Access_Type with investigations and requests, total and unique', async () => {
    const body = await report('tr_j3');
    const all = (n: number) => ({
      Total_Item_Investigations: { [last]: n },
      Total_Item_Requests: { [last]: n },
      Unique_Item_Investigations: { [last]: n },
      Unique_Item_Requests: { [last]: n },
    });
    expect(body.Report_Items[0]!.Attribute_Performance).toEqual([
      { Access_Type: 'Controlled', Performance: all(6) },
      { Access_Type: 'Open', Performance: all(3) },
    ]);
  });

  it('TR_J4 breaks the Controlled requests down by year of publication', async () => {
    const body = await report('tr_j4');
    const rows = await w.tdb.handle.db
      .select({ id: articles.id, year: issues.year, published: articles.publishedDate })
      .from(articles)
      .leftJoin(issues, eq(issues.id, articles.issueId))
      .where(inArray(articles.id, [w.ctlA, w.ctlB]));
    const byYop = new Map<string, number>();
    for (const r of rows) {
      const yop = String(r.year ?? r.published?.slice(0, 4) ?? '0001');
      byYop.set(yop, (byYop.get(yop) ?? 0) + (r.id === w.ctlA ? 5 : 1));
    }
    const got = new Map(
      body.Report_Items[0]!.Attribute_Performance.map((p) => [p.YOP, p.Performance.Total_Item_Requests![last]]),
    );
    expect(got).toEqual(byYop);
  });

  it('PR_P1 sums every request of the platform as Data_Type Journal and its searches as Data_Type Platform', async () => {
    const body = await report('pr_p1');
    expect(body.Report_Items).toEqual([
      {
        Platform: 'localhost',
        Attribute_Performance: [
          {
            Data_Type: 'Journal',
            Performance: { Total_Item_Requests: { [last]: 9 }, Unique_Item_Requests: { [last]: 9 } },
          },
          // three readers' searches; the crawler's is not counted
          { Data_Type: 'Platform', Performance: { Searches_Platform: { [last]: 3 } } },
        ],
      },
    ]);
    expect(body.Report_Header.Exceptions).toBeUndefined();
    expect(body.Report_Header.Report_Filters.Metric_Type).toEqual([
      'Searches_Platform',
      'Total_Item_Requests',
      'Unique_Item_Requests',
      'Unique_Title_Requests',
    ]);
  });
});

describe('status, members and the report list', () => {
  it('answers the public status and The World as the only member while no customer is configured', async () => {
    const status = await get('/status');
    expect(status.status).toBe(200);
    expect(counterValidator('/r51/status', 200)(status.body)).toBe(true);
    expect(status.headers['cache-control']).toBe('no-store');
    const members = await get('/members', { customer_id: WORLD });
    expect(members.body).toEqual([{ Customer_ID: WORLD, Institution_Name: 'The World' }]);
    expect(counterValidator('/r51/members', 200)(members.body)).toBe(true);
    await expectException('/members', {}, 400, 1030);
    await expectException('/members', { customer_id: 'someone' }, 403, 2010);
  });

  it('lists the five Standard Views with the months that have usage', async () => {
    const res = await get('/reports', { customer_id: WORLD });
    const validate = counterValidator('/r51/reports', 200);
    expect(validate(res.body), errorsOf(validate).join('\n')).toBe(true);
    expect(res.body.map((r: { Report_ID: string }) => r.Report_ID)).toEqual([
      'PR_P1',
      'TR_J1',
      'TR_J3',
      'TR_J4',
      'IR_A1',
    ]);
    expect(res.body[1]).toMatchObject({
      Path: '/r51/reports/tr_j1',
      First_Month_Available: before,
      Last_Month_Available: last,
    });
  });
});

describe('bad parameters are COUNTER Exceptions, never a 500', () => {
  it('answers each with its R5.1 code and HTTP status', async () => {
    const q = { customer_id: WORLD, begin_date: last, end_date: last };
    await expectException('/reports/tr_j1', { customer_id: WORLD }, 400, 1030);
    await expectException('/reports/tr_j1', { ...q, customer_id: '' }, 400, 1030);
    await expectException('/reports/tr_j1', { ...q, begin_date: '2024-13' }, 400, 3020);
    await expectException('/reports/tr_j1', { ...q, begin_date: '2024-02-30' }, 400, 3020);
    await expectException('/reports/tr_j1', { ...q, begin_date: last, end_date: before }, 400, 3020);
    await expectException('/reports/ir_a1', { ...q, begin_date: month(0), end_date: month(0) }, 400, 3020);
    await expectException('/reports/tr_j1', { ...q, platform: 'elsevier' }, 400, 1030);
    await expectException('/reports/tr_j1', { ...q, customer_id: 'nobody' }, 403, 2010);
    // the lowest code wins: a missing date (1030) before an unknown customer (2010)
    await expectException('/reports/tr_j1', { customer_id: 'nobody', begin_date: last }, 400, 1030);
    const tsv = await get('/reports/tr_j1.tsv', { ...q, end_date: 'soon' });
    expect(tsv.status).toBe(400);
    expect(tsv.text).toMatch(/^3020: Invalid Date Arguments/);
  });

  it('reports what it could not do in the header: months not ready, no usage, unknown parameters', async () => {
    const ahead = await report('tr_j1', { end_date: month(-2), foo: '1' });
    expect(ahead.Report_Header.Report_Filters.End_Date.slice(0, 7)).toBe(last);
    const codes = ahead.Report_Header.Exceptions!.map((e) => e.Code);
    expect(codes).toEqual([3031, 3050]);
    expect(ahead.Report_Header.Exceptions![1]!.Data).toBe('foo');
    const old = await report('tr_j1', { begin_date: '2020-01', end_date: '2020-02-15' });
    expect(old.Report_Items).toEqual([]);
    expect(old.Report_Header.Exceptions!.map((e) => e.Code)).toEqual([3030]);
    expect(old.Report_Header.Report_Filters).toMatchObject({ Begin_Date: '2020-01-01', End_Date: '2020-02-29' });
    const early = await report('tr_j1', { begin_date: '2020-01', end_date: last });
    expect(early.Report_Header.Exceptions![0]).toMatchObject({
      Code: 3032,
      Data: `usage is available from ${before}-01`,
    });
    expect(early.Report_Header.Report_Filters.Begin_Date).toBe(`${before}-01`);
  });

  it('answers 404 for a report it does not serve', async () => {
    const res = await get('/reports/tr_j2', { customer_id: WORLD, begin_date: last, end_date: last });
    expect(res.status).toBe(404);
  });
});

describe('TSV', () => {
  it('has the 13 header rows, a blank row, the columns and the JSON’s numbers', async () => {
    const res = await get('/reports/tr_j3.tsv', { customer_id: WORLD, begin_date: before, end_date: last });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="TR_J3_${before}_${last}.tsv"`);
    const text = res.text;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = text
      .slice(1)
      .split('\r\n')
      .slice(0, -1)
      .map((l) => l.split('\t'));
    expect(rows.slice(0, 13).map((r) => r[0])).toEqual([
      'Report_Name',
      'Report_ID',
      'Release',
      'Institution_Name',
      'Institution_ID',
      'Metric_Types',
      'Report_Filters',
      'Report_Attributes',
      'Exceptions',
      'Reporting_Period',
      'Created',
      'Created_By',
      'Registry_Record',
    ]);
    expect(rows[5]![1]).toBe(
      'Total_Item_Investigations; Total_Item_Requests; Unique_Item_Investigations; Unique_Item_Requests',
    );
    expect(rows[6]![1]).toBe('Data_Type=Journal; Access_Method=Regular');
    expect(rows[8]![1]).toBe('');
    expect(rows[13]!.every((c) => c === '')).toBe(true);
    const columns = rows[14]!;
    expect(columns.slice(-4)).toEqual(['Metric_Type', 'Reporting_Period_Total', ...[before, last].map(heading)]);
    const controlled = rows
      .slice(15)
      .find((r) => r[columns.indexOf('Access_Type')] === 'Controlled' && r.at(-4) === 'Total_Item_Requests')!;
    expect(controlled.slice(-3)).toEqual(['7', '1', '6']);
    const unique = rows
      .slice(15)
      .find((r) => r[columns.indexOf('Access_Type')] === 'Controlled' && r.at(-4) === 'Unique_Item_Investigations')!;
    expect(unique.slice(-3)).toEqual(['7', '1', '6']);
    expect(rows.every((r) => r.length === columns.length)).toBe(true);
  });
});

function heading(m: string): string {
  return `${new Date(`${m}-01T00:00:00Z`).toLocaleString('en', { month: 'short', timeZone: 'UTC' })}-${m.slice(0, 4)}`;
}
