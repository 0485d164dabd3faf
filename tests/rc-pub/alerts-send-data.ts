/**
 * Data for the sender's tests: a single-journal site with a regular issue and an online-first bucket,
 * articles with Chinese and English titles, subscriptions and due deliveries, written straight through Drizzle (the
 * subscribe API and the matcher are tested elsewhere). Also a mail kit on a test SMTP server.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { buildMailKit, type MailKit } from '../../rc-pub/src/alerts/kit.js';
import { createMailer } from '../../rc-pub/src/alerts/mailer.js';
import type { MailConfig } from '../../rc-pub/src/alerts/settings.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import {
  alertDeliveries,
  articles,
  articleTexts,
  issues,
  memberSubscriptions,
  publications,
  sitePublications,
  sites,
} from '../../rc-pub/src/db/schema/index.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';

type Log = Parameters<typeof buildMailKit>[2];
const noop = () => undefined;
/** A logger that says nothing (the kit's mailer only logs in .eml mode). */
export const silentLog = {
  level: 'silent',
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  silent: noop,
  child: () => silentLog,
} as unknown as Log;

/** Mail settings of the tests: From, Reply-To, portal and retries as given, SMTP at `smtpUrl`. */
export function testMailConfig(smtpUrl: string, over: Partial<MailConfig> = {}): MailConfig {
  const base = testRcPubConfig().mail;
  return {
    ...base,
    smtpUrl,
    fromAddress: 'alerts@journals.test',
    replyTo: 'editors@journals.test',
    portalUrl: 'https://{sld}.journals.test',
    maxTries: 3,
    retryBaseMs: 60_000,
    intervalMs: 0,
    ...over,
  };
}

/** A kit that sends to the test SMTP server at `smtpUrl`. */
export function testMailKit(smtpUrl: string, over: Partial<MailConfig> = {}): MailKit {
  const config = testMailConfig(smtpUrl, over);
  return buildMailKit(config, randomBytes(32), silentLog, createMailer(config, silentLog));
}

/** Ids of the fixture's site, journal and issues. */
export interface AlertFixture {
  siteId: number;
  publicationId: number;
  issueId: number;
  onlineFirstIssueId: number;
}

/** One site 'tmed' (测试医学网 / Test Medicine Online) with journal 测试医学 / Test Medicine, issue 2026 23(4). */
export async function insertFixture(db: Db): Promise<AlertFixture> {
  const [site] = await db
    .insert(sites)
    .values({ sld: 'tmed', type: 'single', nameZh: '测试医学网', nameEn: 'Test Medicine Online' })
    .returning({ id: sites.id });
  const [pub] = await db
    .insert(publications)
    .values({ code: 'TEST-MED', titleZh: '测试医学', titleEn: 'Test Medicine', language: 'zh' })
    .returning({ id: publications.id });
  if (!site || !pub) throw new Error('fixture not written');
  await db.insert(sitePublications).values({ siteId: site.id, publicationId: pub.id, sort: 0 });
  const [issue] = await db
    .insert(issues)
    .values({ publicationId: pub.id, year: 2026, volume: '23', number: '4' })
    .returning({ id: issues.id });
  const [of] = await db
    .insert(issues)
    .values({ publicationId: pub.id, year: null, volume: '', number: '', onlineFirst: true })
    .returning({ id: issues.id });
  if (!issue || !of) throw new Error('fixture not written');
  return { siteId: site.id, publicationId: pub.id, issueId: issue.id, onlineFirstIssueId: of.id };
}

let articleCounter = 0;

/** An article in `issueId` with the given titles (a missing language has no text row), two authors and a DOI. */
export async function insertArticle(
  db: Db,
  f: AlertFixture,
  opts: { zh?: string; en?: string; onlineFirst?: boolean; column?: string; doi?: string | null } = {},
): Promise<number> {
  const n = ++articleCounter;
  const [a] = await db
    .insert(articles)
    .values({
      publicationId: f.publicationId,
      issueId: opts.onlineFirst ? f.onlineFirstIssueId : f.issueId,
      doi: opts.doi === undefined ? `10.9999/tmed.${n}` : opts.doi,
      originalLanguage: opts.zh ? 'zh' : 'en',
      columnZh: opts.column ?? null,
      publicationType: opts.onlineFirst ? 1 : 0,
      contributors: [
        { name: '张三', role: 'author', affiliationIds: [] },
        { name: 'Li Si', role: 'author', affiliationIds: [] },
        { name: 'Editor E', role: 'editor', affiliationIds: [] },
      ],
    })
    .returning({ id: articles.id });
  if (!a) throw new Error('article not written');
  const texts = [
    ...(opts.zh ? [{ articleId: a.id, lang: 'zh', isOriginal: true, title: opts.zh }] : []),
    ...(opts.en ? [{ articleId: a.id, lang: 'en', isOriginal: !opts.zh, title: opts.en }] : []),
  ];
  if (texts.length) await db.insert(articleTexts).values(texts);
  return a.id;
}

/** A subscription of `email` (active unless said otherwise) on the fixture's journal or, for keywords, its site. */
export async function insertSubscription(
  db: Db,
  f: AlertFixture,
  opts: {
    email: string;
    type: 'current' | 'onlineFirst' | 'keywords' | 'column';
    value?: string;
    language: 'zh' | 'en';
    status?: 'active' | 'paused';
  },
): Promise<number> {
  const [s] = await db
    .insert(memberSubscriptions)
    .values({
      email: opts.email,
      type: opts.type,
      value: opts.value ?? null,
      publicationId: opts.type === 'keywords' ? null : f.publicationId,
      siteId: f.siteId,
      language: opts.language,
      frequency: 'immediate',
      status: opts.status ?? 'active',
      confirmedAt: new Date(),
    })
    .returning({ id: memberSubscriptions.id });
  if (!s) throw new Error('subscription not written');
  return s.id;
}

/** Deliveries of `articleIds` to `subscriptionId`, due at `dueAt`; returns their ids. */
export async function insertDeliveries(
  db: Db,
  subscriptionId: number,
  articleIds: number[],
  dueAt: Date,
): Promise<number[]> {
  const rows = await db
    .insert(alertDeliveries)
    .values(articleIds.map((articleId) => ({ subscriptionId, articleId, dueAt })))
    .returning({ id: alertDeliveries.id });
  return rows.map((r) => r.id);
}

/** The deliveries with these ids, by id. */
export async function readDeliveries(db: Db, ids: number[]) {
  const rows = await db.select().from(alertDeliveries).where(inArray(alertDeliveries.id, ids));
  return rows.sort((a, b) => a.id - b.id);
}

/** Sets a subscription's status. */
export async function setSubscriptionStatus(db: Db, id: number, status: 'active' | 'paused'): Promise<void> {
  await db.update(memberSubscriptions).set({ status }).where(eq(memberSubscriptions.id, id));
}

/** The deliveries of one subscription, by id. */
export async function deliveriesOf(db: Db, subscriptionId: number) {
  const rows = await db.select().from(alertDeliveries).where(eq(alertDeliveries.subscriptionId, subscriptionId));
  return rows.sort((a, b) => a.id - b.id);
}
