/**
 * Email alerts end to end on the seeded demo data with a real SMTP server in the process: a new reader
 * subscribes to the keyword 制备 on the zhdemo group (mail in Chinese) and to PLOS Medicine's new issues (mail in
 * English), proving the address with the mailed codes. Then an import publishes real records held back from the seed
 * (`pnpm alerts:demo`: the newest PLOS Medicine issue, one CSL-zh record about 制备 and one that is not): exactly two
 * mails arrive, each once, in the right language, listing the right article; the same import again sends nothing; the
 * one-click unsubscribe of the keyword mail stops the next keyword mail (which another subscriber still gets).
 *
 * The held-back records are in the seeded test database already (the seed imports all demo data), so the test first
 * deletes those three articles: the import then finds them new, as it would on a portal seeded from alerts:demo.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAlertsOnce } from '../../rc-pub/src/alerts/run.js';
import { buildApp } from '../../rc-pub/src/app.js';
import type { RcPubConfig } from '../../rc-pub/src/config.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import type { ServiceCtx } from '../../rc-pub/src/lib/context.js';
import type { TestDb } from '../helpers/db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { type ReceivedMail, startTestSmtp, type TestSmtp } from '../helpers/smtp.js';
import { captcha, newIp, skipAhead } from './account-helper.js';

const root = path.join(import.meta.dirname, '../..');
const READER = 'new.reader@example.org';

/** A header's unfolded value as the mail carries it ('' when absent); mailparser folds List-* headers into one 'list'. */
function header(mail: ReceivedMail, name: string): string {
  const line = mail.parsed.headerLines.find((h) => h.key === name)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\s+/g, ' ')
    .trim();
}
const OTHER = 'other.reader@example.org';

describe('email alerts end to end (seeded data, real SMTP)', () => {
  let tdb: TestDb;
  let db: Db;
  let smtp: TestSmtp;
  let config: RcPubConfig;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let http: ReturnType<typeof supertest>;
  let newDir: string;
  let mailKit: ServiceCtx['mail'];
  const id = { zhdemo: 0, plosmedSite: 0, plosmed: 0 };

  /** The rows of a query (PGlite and node-postgres both answer `{ rows }`). */
  async function rows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
    return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  }

  /** The first column of a query's first row. */
  async function one(query: ReturnType<typeof sql>): Promise<unknown> {
    const [row] = await rows(query);
    expect(row, 'a row').toBeDefined();
    return Object.values(row ?? {})[0];
  }

  /** Deletes articles (and their search documents), so importing their files again publishes them as new. */
  async function unpublish(where: ReturnType<typeof sql>): Promise<number> {
    const ids = (await rows(sql`select a.id from articles a where ${where}`)).map((r) => Number(r.id));
    expect(ids.length, 'articles to hold back').toBeGreaterThan(0);
    await db.execute(sql`delete from search_docs where article_id in ${sql.raw(`(${ids.join(',')})`)}`);
    await db.execute(sql`delete from articles where id in ${sql.raw(`(${ids.join(',')})`)}`);
    return ids.length;
  }

  /** Mails a subscribe code to `email` and subscribes with it; the new subscription's id. */
  async function subscribe(email: string, body: Record<string, unknown>, lang: 'zh' | 'en'): Promise<number> {
    const before = smtp.mails.length;
    const sent = await http
      .post(RcPubPaths.sendEmailCode)
      .set('captcha', await captcha({ http, config }))
      .set('x-client-ip', newIp())
      .set('language', lang)
      .send({ email, purpose: 'subscribe', siteId: body.siteId });
    expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ status: 0 });
    await smtp.waitFor(before + 1);
    const codeMail = smtp.mails[before]!;
    expect(codeMail.to).toEqual([email]);
    const code = /\b(\d{6})\b/.exec(codeMail.parsed.subject ?? '')?.[1];
    expect(code, codeMail.parsed.subject).toMatch(/^\d{6}$/);
    const r = await http
      .post(RcPubPaths.subscribe)
      .set('language', lang)
      .send({ email, code, language: lang, frequency: 'immediate', ...body });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ status: 0 });
    return r.body.data.id as number;
  }

  /** Imports the held-back files as `pnpm rc-pub import` does (CSL to zhdemo, JATS to plosmed). */
  async function importNew() {
    const csl = await importPaths(db, [path.join(newDir, 'csl-zh-new.jsonl')], { siteSld: 'zhdemo' });
    const jats = await importPaths(db, [path.join(newDir, 'plos-medicine')], { siteSld: 'plosmed' });
    expect(csl.failed + jats.failed).toBe(0);
    return { csl, jats };
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
    tdb = await createSeededTestDb();
    db = tdb.handle.db;
    config = testRcPubConfig({ SMTP_URL: smtp.url, RC_PUB_PORTAL_URL: 'http://{sld}.localhost:3000' });
    app = await buildApp({ config, db: tdb.handle });
    await app.ready();
    http = supertest(app.server);
    // the kit the app built (same settings and secrets): the run below is what the server's timer does
    const { buildMailKit } = await import('../../rc-pub/src/alerts/kit.js');
    const { loadOrCreateAesKey } = await import('../../rc-pub/src/lib/field-crypto.js');
    mailKit = buildMailKit(config.mail, loadOrCreateAesKey(config.aesKey.value, config.aesKey.file), app.log);
    newDir = path.join(mkdtempSync(path.join(tmpdir(), 'alerts-demo-')), 'demo');
    execFileSync(process.execPath, [path.join(root, 'scripts/alerts-demo.mjs'), newDir], { stdio: 'pipe' });
    newDir = path.join(newDir, 'new');
    id.zhdemo = Number(await one(sql`select id from sites where sld = 'zhdemo'`));
    id.plosmedSite = Number(await one(sql`select id from sites where sld = 'plosmed'`));
    id.plosmed = Number(await one(sql`select publication_id from sites where sld = 'plosmed'`));
    // the held-back records: as if the portal had been seeded from alerts:demo's seed/
    const held = readFileSync(path.join(newDir, 'csl-zh-new.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { title: string }).title);
    await unpublish(sql`a.doi = '10.1371/journal.pmed.1001786'`);
    for (const title of held)
      await unpublish(sql`exists (select 1 from article_texts t where t.article_id = a.id and t.title = ${title})`);
  }, 600_000);

  afterAll(async () => {
    vi.useRealTimers();
    mailKit?.mailer.close();
    await app?.close();
    await tdb?.cleanup();
    await smtp?.close();
  });

  it('mails exactly the right articles once, in each alert language; a repeated import mails nothing', async () => {
    const keyword = await subscribe(READER, { type: 'keywords', value: '制备', siteId: id.zhdemo }, 'zh');
    skipAhead(61_000); // one code per address per minute
    await subscribe(READER, { type: 'current', publicationId: id.plosmed, siteId: id.plosmedSite }, 'en');
    expect(keyword).toBeGreaterThan(0);

    const codes = smtp.mails.length;
    await importNew();
    const run = await runAlertsOnce(db, mailKit, new Date());
    expect(run.matchError).toBeNull();
    expect(run.sendError).toBeNull();
    await smtp.waitFor(codes + 2);
    const alerts = smtp.mails.slice(codes);
    expect(alerts).toHaveLength(2);

    const zh = alerts.find((m) => m.parsed.subject?.includes('制备'));
    const en = alerts.find((m) => m.parsed.subject?.includes('PLOS Medicine'));
    expect(zh, alerts.map((m) => m.parsed.subject).join(' | ')).toBeDefined();
    expect(en, alerts.map((m) => m.parsed.subject).join(' | ')).toBeDefined();
    for (const m of [zh!, en!]) {
      expect(m.to).toEqual([READER]);
      expect(header(m, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    }
    // the Chinese keyword mail lists the record about 制备 and not the other one
    expect(zh!.parsed.text).toContain('制备条件对NiO/SDC阳极基体上LSGMC膜性能的影响');
    expect(zh!.parsed.text).not.toContain('一种基于平方和优化的飞行器大角度机动镇定控制器设计方法');
    expect(zh!.parsed.text).toMatch(/退订|取消订阅/);
    // the English new-issue mail names the PLOS Medicine article with its DOI link
    expect(en!.parsed.text).toContain('https://doi.org/10.1371/journal.pmed.1001786');
    expect(en!.parsed.text).toMatch(/unsubscribe/i);

    // the same import again: every article exists, nothing is published, nothing is mailed
    const again = await importNew();
    expect(again.csl.files.every((f) => f.outcome === 'updated')).toBe(true);
    const rerun = await runAlertsOnce(db, mailKit, new Date());
    expect(rerun.match?.deliveries ?? 0).toBe(0);
    expect(rerun.send?.mails ?? 0).toBe(0);
    expect(smtp.mails).toHaveLength(codes + 2);
  }, 240_000);

  it('one click on the keyword mail’s unsubscribe link stops the next keyword mail', async () => {
    skipAhead(61_000);
    await subscribe(OTHER, { type: 'keywords', value: '制备', siteId: id.zhdemo }, 'zh');
    const zh = smtp.mails.find((m) => m.to[0] === READER && m.parsed.subject?.includes('制备'));
    const unsubscribe = zh ? header(zh, 'list-unsubscribe') : '';
    const url = /<(https?:\/\/[^>]+)>/.exec(unsubscribe)?.[1];
    expect(url, unsubscribe).toBeDefined();
    const token = new URL(url!).searchParams.get('token');
    expect(token).toBeTruthy();
    // what the gateway's POST /mail/unsubscribe does with the one-click request
    const off = await http.post(RcPubPaths.unSubscribe).set('language', 'zh').send({ token });
    expect(off.body, JSON.stringify(off.body)).toMatchObject({ status: 0 });

    // the next article about 制备: another real record, published again as new
    const title = String(
      await one(sql`select t.title from article_texts t join articles a on a.id = t.article_id
        where t.title like '%制备%' and t.title <> '制备条件对NiO/SDC阳极基体上LSGMC膜性能的影响' order by a.id limit 1`),
    );
    const line = readFileSync(path.join(root, 'demo-data/csl-zh/csl-dev.jsonl'), 'utf8')
      .split('\n')
      .find((l) => l && (JSON.parse(l) as { title: string }).title === title);
    expect(line, title).toBeDefined();
    await unpublish(sql`exists (select 1 from article_texts t where t.article_id = a.id and t.title = ${title})`);
    const next = path.join(mkdtempSync(path.join(tmpdir(), 'alerts-next-')), 'next.jsonl');
    writeFileSync(next, `${line}\n`);
    expect((await importPaths(db, [next], { siteSld: 'zhdemo' })).failed).toBe(0);

    const before = smtp.mails.length;
    await runAlertsOnce(db, mailKit, new Date());
    await smtp.waitFor(before + 1);
    await new Promise((r) => setTimeout(r, 300)); // a second mail would have arrived by now
    const after = smtp.mails.slice(before);
    expect(after.map((m) => m.to[0])).toEqual([OTHER]);
    expect(after[0]!.parsed.text).toContain(title);
  }, 240_000);
});
