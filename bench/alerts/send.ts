/**
 * `pnpm exec tsx bench/alerts/send.ts [DELIVERIES] [SUBSCRIPTIONS]`: mails per second to a local SMTP
 * server through the production path. Writes SUBSCRIPTIONS (default 2,000) active 'current issue' subscriptions, 200
 * articles and DELIVERIES (default 10,000) due deliveries spread evenly over the subscriptions, then times one round of
 * the alert loop (runAlertsOnce, as `pnpm rc-pub alerts send` and the server's timer run it: match, then claim with row
 * locks, load, compose, send, record) with the mail kit the CLI builds (loadConfig from this process's environment with
 * SMTP_URL pointing at the local server, then buildMailKit: nodemailer's pool of RC_PUB_SMTP_POOL_SIZE connections).
 * The server is an smtp-server on 127.0.0.1 that counts every mail without parsing it; BENCH_SMTP_DELAY_MS (default 0)
 * makes it wait that long before accepting each mail, as a relay that queues to disk, scans or sits across a network
 * does. Prints the pool size, mails/s, deliveries/s and the total time. Database: in-memory PGlite, or a scratch
 * PostgreSQL database beside BENCH_PG_URL (e.g. postgres://postgres@127.0.0.1:5432/test) when set.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildMailKit } from '../../rc-pub/src/alerts/kit.js';
import { runAlertsOnce } from '../../rc-pub/src/alerts/run.js';
import { loadConfig } from '../../rc-pub/src/config.js';
import { alertDeliveries, articles, articleTexts, memberSubscriptions } from '../../rc-pub/src/db/schema/index.js';
import { createPostgresTestDb, createTestDb, type TestDb } from '../../tests/helpers/db.js';
import { insertFixture, silentLog } from '../../tests/rc-pub/alerts-send-data.js';

const DELIVERIES = Number(process.argv[2] ?? 10_000);
const SUBSCRIPTIONS = Number(process.argv[3] ?? 2_000);
const ARTICLES = 200;
const DELAY_MS = Number(process.env.BENCH_SMTP_DELAY_MS ?? 0);

async function chunked<T>(rows: T[], size: number, fn: (part: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await fn(rows.slice(i, i + size));
}

async function main(): Promise<void> {
  let received = 0;
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        if (DELAY_MS > 0) setTimeout(callback, DELAY_MS);
        else callback();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const port = (smtp.server.address() as AddressInfo).port;

  const pg = process.env.BENCH_PG_URL;
  const tdb: TestDb = pg ? await createPostgresTestDb(pg) : await createTestDb();
  const db = tdb.handle.db;
  // as cli/alerts.ts builds it: the configuration from the environment (the SMTP mailer logs nothing)
  const config = loadConfig({ ...process.env, SMTP_URL: `smtp://127.0.0.1:${port}` });
  const kit = buildMailKit(config.mail, randomBytes(32), silentLog);
  try {
    const f = await insertFixture(db);
    const setup = performance.now();
    const articleIds: number[] = [];
    await chunked(
      Array.from({ length: ARTICLES }, (_, i) => i),
      100,
      async (part) => {
        const rows = await db
          .insert(articles)
          .values(
            part.map((i) => ({
              publicationId: f.publicationId,
              issueId: f.issueId,
              doi: `10.9999/bench.${i}`,
              contributors: [{ name: `Author ${i}`, role: 'author' as const, affiliationIds: [] }],
            })),
          )
          .returning({ id: articles.id });
        articleIds.push(...rows.map((r) => r.id));
      },
    );
    await chunked(articleIds, 100, (part) =>
      db.insert(articleTexts).values(
        part.flatMap((id) => [
          { articleId: id, lang: 'zh', isOriginal: true, title: `基准文章 ${id} 的制备方法` },
          { articleId: id, lang: 'en', title: `Benchmark article ${id}: a preparation method` },
        ]),
      ),
    );
    const subIds: number[] = [];
    await chunked(
      Array.from({ length: SUBSCRIPTIONS }, (_, i) => i),
      500,
      async (part) => {
        const rows = await db
          .insert(memberSubscriptions)
          .values(
            part.map((i) => ({
              email: `bench${i}@r.test`,
              type: 'current',
              publicationId: f.publicationId,
              siteId: f.siteId,
              language: i % 2 ? 'en' : 'zh',
              confirmedAt: new Date(),
            })),
          )
          .returning({ id: memberSubscriptions.id });
        subIds.push(...rows.map((r) => r.id));
      },
    );
    const now = new Date();
    const deliveries = Array.from({ length: DELIVERIES }, (_, i) => ({
      subscriptionId: subIds[i % SUBSCRIPTIONS] ?? 0,
      articleId: articleIds[Math.floor(i / SUBSCRIPTIONS) % ARTICLES] ?? 0,
      dueAt: now,
    }));
    await chunked(deliveries, 1000, (part) => db.insert(alertDeliveries).values(part).onConflictDoNothing());
    console.log(
      `setup: ${SUBSCRIPTIONS} subscriptions, ${ARTICLES} articles, ${DELIVERIES} deliveries on ` +
        `${tdb.handle.engine} in ${((performance.now() - setup) / 1000).toFixed(1)} s`,
    );

    const t0 = performance.now();
    const round = await runAlertsOnce(db, kit, new Date());
    const s = (performance.now() - t0) / 1000;
    if (!round.send) throw new Error(`sending failed: ${round.sendError}`);
    const run = round.send;
    console.log(
      `mailer ${kit.mailer.describe}, pool of ${config.mail.smtpPoolSize} connections (RC_PUB_SMTP_POOL_SIZE), ` +
        `server answers each mail after ${DELAY_MS} ms (BENCH_SMTP_DELAY_MS)`,
    );
    console.log(`sender run: ${JSON.stringify(run)}; smtp-server received ${received} mails`);
    console.log(
      `total ${s.toFixed(2)} s  |  ${(run.mails / s).toFixed(1)} mails/s  |  ${(run.sent / s).toFixed(0)} deliveries/s`,
    );
  } finally {
    kit.mailer.close();
    await new Promise<void>((r) => smtp.close(() => r()));
    await tdb.cleanup();
  }
}

await main();
