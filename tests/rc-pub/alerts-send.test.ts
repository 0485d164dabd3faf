/**
 * Alert mails as a reader receives them ('Mail'): each subscription type in zh and en through a real SMTP
 * server in the process — subject, From name, Reply-To, List-Unsubscribe(+Post), text and HTML parts, titles in both
 * languages, issue or online first, DOI link, article link, and an unsubscribe link whose token verifies; a digest
 * lists several articles in one mail; HTML is escaped. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailKit } from '../../rc-pub/src/alerts/kit.js';
import { sendDueAlerts } from '../../rc-pub/src/alerts/send/index.js';
import { verifyUnsubscribeToken } from '../../rc-pub/src/alerts/unsubscribe-token.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../helpers/smtp.js';
import {
  type AlertFixture,
  insertArticle,
  insertDeliveries,
  insertFixture,
  insertSubscription,
  deliveriesOf,
  testMailKit,
} from './alerts-send-data.js';

let tdb: TestDb;
let db: Db;
let smtp: TestSmtp;
let kit: MailKit;
let f: AlertFixture;
const now = new Date('2026-11-26T10:00:00Z');

beforeAll(async () => {
  tdb = await createTestDb();
  db = tdb.handle.db;
  smtp = await startTestSmtp();
  kit = testMailKit(smtp.url);
  f = await insertFixture(db);
});

afterAll(async () => {
  kit?.mailer.close();
  await smtp?.close();
  await tdb?.cleanup();
});

function mailTo(email: string): ReceivedMail {
  const m = smtp.mails.filter((x) => x.to.includes(email));
  expect(m, `mails to ${email}`).toHaveLength(1);
  return m[0] as ReceivedMail;
}

/** A header's unfolded value as it is in the raw mail. */
function header(m: ReceivedMail, name: string): string {
  const head = m.raw.split(/\r?\n\r?\n/)[0] ?? '';
  const re = new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im');
  return (re.exec(head)?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim();
}

describe('mail of each subscription type, zh and en', () => {
  const subs: Record<string, number> = {};
  let issueArticle = 0;
  let ofArticle = 0;

  beforeAll(async () => {
    issueArticle = await insertArticle(db, f, {
      zh: '纳米材料的制备方法',
      en: 'Preparation of nanomaterials',
      column: '论著',
    });
    ofArticle = await insertArticle(db, f, { en: 'An online-first study', onlineFirst: true });
    for (const lang of ['zh', 'en'] as const) {
      subs[`current-${lang}`] = await insertSubscription(db, f, {
        email: `current-${lang}@r.test`,
        type: 'current',
        language: lang,
      });
      subs[`of-${lang}`] = await insertSubscription(db, f, {
        email: `of-${lang}@r.test`,
        type: 'onlineFirst',
        language: lang,
      });
      subs[`kw-${lang}`] = await insertSubscription(db, f, {
        email: `kw-${lang}@r.test`,
        type: 'keywords',
        value: '制备；nano',
        language: lang,
      });
      subs[`col-${lang}`] = await insertSubscription(db, f, {
        email: `col-${lang}@r.test`,
        type: 'column',
        value: '论著',
        language: lang,
      });
    }
    for (const [key, id] of Object.entries(subs))
      await insertDeliveries(db, id, [key.startsWith('of-') ? ofArticle : issueArticle], now);
    const run = await sendDueAlerts(db, kit, now);
    expect(run).toMatchObject({ mails: 8, sent: 8, retrying: 0, failed: 0 });
  });

  it('names the alert in the subject, in the subscription language', () => {
    expect(mailTo('current-zh@r.test').parsed.subject).toBe('《测试医学》新一期');
    expect(mailTo('current-en@r.test').parsed.subject).toBe('New issue of Test Medicine');
    expect(mailTo('of-zh@r.test').parsed.subject).toBe('《测试医学》网络首发新文章');
    expect(mailTo('of-en@r.test').parsed.subject).toBe('Online first in Test Medicine');
    expect(mailTo('kw-zh@r.test').parsed.subject).toBe('关键词“制备”、“nano”的新文章');
    expect(mailTo('kw-en@r.test').parsed.subject).toBe('New articles for "制备", "nano"');
    expect(mailTo('col-zh@r.test').parsed.subject).toBe('《测试医学》“论著”栏目新文章');
    expect(mailTo('col-en@r.test').parsed.subject).toBe('New articles in the column "论著" of Test Medicine');
  });

  it('comes from the site in the mail language, with Reply-To and RFC 8058 one-click headers', () => {
    for (const lang of ['zh', 'en'] as const) {
      const m = mailTo(`current-${lang}@r.test`);
      expect(m.parsed.from?.value[0]).toEqual({
        name: lang === 'zh' ? '测试医学网' : 'Test Medicine Online',
        address: 'alerts@journals.test',
      });
      expect(m.parsed.replyTo?.value[0]?.address).toBe('editors@journals.test');
      expect(header(m, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const lu = /^<(https:\/\/tmed\.journals\.test\/mail\/unsubscribe\?token=([^>]+))>$/.exec(
        header(m, 'list-unsubscribe'),
      );
      expect(lu, 'List-Unsubscribe header').not.toBeNull();
      expect(verifyUnsubscribeToken(kit.unsubscribeSecret, decodeURIComponent(lu?.[2] ?? ''))).toBe(
        subs[`current-${lang}`],
      );
    }
  });

  it('lists titles in both languages, authors, journal, issue, DOI link and the article page (text and HTML)', () => {
    const zh = mailTo('current-zh@r.test').parsed;
    const en = mailTo('current-en@r.test').parsed;
    const page = (lang: string) => `https://tmed.journals.test/article/id/${f.siteId}/${issueArticle}/${lang}`;
    for (const [m, lang] of [
      [zh, 'zh'],
      [en, 'en'],
    ] as const) {
      const text = m.text ?? '';
      const html = typeof m.html === 'string' ? m.html : '';
      for (const part of [text, html]) {
        expect(part).toContain('纳米材料的制备方法');
        expect(part).toContain('Preparation of nanomaterials');
        expect(part).toContain('张三');
        expect(part).toContain('Li Si');
        expect(part).not.toContain('Editor E');
        expect(part).toContain(page(lang));
      }
      expect(text).toContain(`https://doi.org/10.9999/tmed.`);
      expect(html).toMatch(/<a href="https:\/\/doi\.org\/10\.9999\/tmed\.\d+">10\.9999\/tmed\.\d+<\/a>/);
    }
    // the mail language's title comes first
    expect((zh.text ?? '').indexOf('纳米材料')).toBeLessThan((zh.text ?? '').indexOf('Preparation'));
    expect((en.text ?? '').indexOf('Preparation')).toBeLessThan((en.text ?? '').indexOf('纳米材料'));
    expect(zh.text).toContain('测试医学, 2026年 第23卷 第4期');
    expect(en.text).toContain('Test Medicine, Vol. 23, No. 4 (2026)');
  });

  it('says online first for an online-first article', () => {
    expect(mailTo('of-zh@r.test').parsed.text).toContain('测试医学, 网络首发');
    expect(mailTo('of-en@r.test').parsed.text).toContain('Test Medicine, Online first');
  });

  it('says in the footer why the reader gets it, with an unsubscribe link that works without login', () => {
    const zh = mailTo('kw-zh@r.test').parsed;
    const en = mailTo('kw-en@r.test').parsed;
    expect(zh.text).toContain('您收到这封邮件，是因为 kw-zh@r.test 在测试医学网订阅了含关键词“制备”、“nano”的文章。');
    expect(en.text).toContain(
      'You receive this email because kw-en@r.test subscribed to articles matching "制备", "nano" on Test Medicine Online.',
    );
    for (const [m, lang] of [
      [zh, 'zh'],
      [en, 'en'],
    ] as const) {
      const html = typeof m.html === 'string' ? m.html : '';
      const link = /href="(https:\/\/tmed\.journals\.test\/unsubscribe\?token=([^"&]+)&#38;lang=(\w+))"/.exec(html);
      expect(link, 'unsubscribe link in HTML').not.toBeNull();
      expect(link?.[3]).toBe(lang);
      expect(verifyUnsubscribeToken(kit.unsubscribeSecret, decodeURIComponent(link?.[2] ?? ''))).toBe(
        subs[`kw-${lang}`],
      );
      expect(m.text).toContain(`https://tmed.journals.test/unsubscribe?token=`);
    }
  });

  it('records each delivery as sent with the Message-ID the mail carried', async () => {
    const m = mailTo('col-en@r.test');
    const [d] = await deliveriesOf(db, subs['col-en'] ?? 0);
    expect(d?.status).toBe('sent');
    expect(d?.sentAt?.toISOString()).toBe(now.toISOString());
    expect(d?.messageId).toBe(m.parsed.messageId);
    expect(m.parsed.messageId).toMatch(/^<alert-\d+-[0-9a-f]{24}@journals\.test>$/);
  });
});

describe('digest and escaping', () => {
  it('lists every due article of a subscription in one mail, and escapes HTML in titles', async () => {
    const before = smtp.mails.length;
    const ids = [
      await insertArticle(db, f, { zh: '第一篇', en: 'First <b>bold</b> & "quoted"' }),
      await insertArticle(db, f, { zh: '第二篇' }),
      await insertArticle(db, f, { en: 'Third', doi: null }),
    ];
    const sub = await insertSubscription(db, f, { email: 'digest@r.test', type: 'current', language: 'en' });
    await insertDeliveries(db, sub, ids, now);
    const run = await sendDueAlerts(db, kit, now);
    expect(run).toMatchObject({ mails: 1, sent: 3 });
    expect(smtp.mails.length).toBe(before + 1);
    const m = mailTo('digest@r.test').parsed;
    expect(m.subject).toBe('New issue of Test Medicine (3 articles)');
    const text = m.text ?? '';
    expect(text).toMatch(/1\. First <b>bold<\/b> & "quoted"[\s\S]*2\. 第二篇[\s\S]*3\. Third/);
    const html = typeof m.html === 'string' ? m.html : '';
    expect(html).toContain('First &#60;b&#62;bold&#60;/b&#62; &#38; &#34;quoted&#34;');
    expect(html).not.toContain('<b>bold</b>');
    expect(html.match(/<li /g)).toHaveLength(3);
    // a second run finds nothing due
    expect(await sendDueAlerts(db, kit, now)).toMatchObject({ mails: 0, sent: 0 });
  });

  it('keeps a subscription in one mail when a claim batch would cut its rows', async () => {
    const a = await insertSubscription(db, f, { email: 'batch-a@r.test', type: 'current', language: 'en' });
    const b = await insertSubscription(db, f, { email: 'batch-b@r.test', type: 'current', language: 'en' });
    const arts: number[] = [];
    for (let i = 0; i < 5; i++) arts.push(await insertArticle(db, f, { en: `Batch ${i}` }));
    await insertDeliveries(db, a, arts.slice(0, 2), now);
    await insertDeliveries(db, b, arts.slice(2), now);
    // a batch of 3 claims a's two rows and b's first: b's row goes back and b is mailed whole in the next batch
    expect(await sendDueAlerts(db, kit, now, { batchSize: 3 })).toMatchObject({ mails: 2, sent: 5 });
    expect(mailTo('batch-a@r.test').parsed.subject).toBe('New issue of Test Medicine (2 articles)');
    expect(mailTo('batch-b@r.test').parsed.subject).toBe('New issue of Test Medicine (3 articles)');
  });

  it('waits for a digest until it is due', async () => {
    const before = smtp.mails.length;
    const a = await insertArticle(db, f, { en: 'Tomorrow' });
    const sub = await insertSubscription(db, f, { email: 'daily@r.test', type: 'current', language: 'en' });
    const later = new Date(now.getTime() + 3_600_000);
    await insertDeliveries(db, sub, [a], later);
    expect(await sendDueAlerts(db, kit, now)).toMatchObject({ mails: 0 });
    expect(smtp.mails.length).toBe(before);
    expect(await sendDueAlerts(db, kit, later)).toMatchObject({ mails: 1 });
    expect(mailTo('daily@r.test').parsed.text).toContain('Tomorrow');
  });
});
