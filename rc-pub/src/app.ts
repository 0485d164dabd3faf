/**
 * The rc-pub REST service as a Fastify app (docs/product/calls-and-errors.md#envelope): every response is the envelope `{ status, message, data, code? }`
 * except file bytes; messages follow the `language` header; the OpenAPI 3 document is served at /rc-pub/openapi.json.
 * `server.ts` opens the database and listens; tests build this app on a test database.
 */
import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import swagger from '@fastify/swagger';
import type { RcPubConfig } from './config.js';
import type { DbHandle } from './db/client.js';
import { accountsContext } from './accounts/context.js';
import { buildAccountKit } from './accounts/kit.js';
import { buildMailKit, mailContext } from './alerts/kit.js';
import type { Mailer } from './alerts/mailer.js';
import { createAlertLoop } from './alerts/run.js';
import { portalOriginContext } from './citation/portal-url.js';
import { contextExtensions } from './lib/context.js';
import { loadOrCreateAesKey } from './lib/field-crypto.js';
import { installHttp } from './lib/http.js';
import { installRequestLog, requestIdOf } from './lib/request-log.js';
import { registerRoutes } from './routes/index.js';
import { registerOaiRoute } from './routes/oai/index.js';
import { bookCloudContext } from './services/editorial/book-cloud.js';
import { usageContext } from './usage/context.js';
import { PdfKit, pdfContext } from './pdf/kit.js';
import { UsageRecorder } from './usage/recorder.js';
import { SiteVisitRecorder } from './usage/site-visits.js';
import { sharedSchemaCompilers } from './lib/schema-compilers.js';

/** pino-pretty resolved from rc-pub (pino loads transports from its own folder, where pnpm does not put it). */
const prettyTarget = createRequire(import.meta.url).resolve('pino-pretty');

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's COUNTER recorder: tests and the bench flush it by hand. */
    usage: UsageRecorder;
  }
}

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  config: RcPubConfig;
  db: DbHandle;
  /** Replaces the mailer config.mail names (tests that capture mail without an SMTP server). */
  mailer?: Mailer;
}

/** Builds (but does not start) the rc-pub app on an open, migrated database. */
export async function buildApp({ config, db, mailer }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Pino-pretty on a terminal, JSON otherwise; per-request lines at debug (lib/request-log.ts)
    logger: config.logPretty
      ? { level: config.logLevel, transport: { target: prettyTarget, options: { translateTime: 'SYS:HH:MM:ss' } } }
      : { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIdOf,
    // allowUnionTypes: member bodies take a resource type (docs/product/content.md#resource-types) as `type: ['integer', 'string']` (428 or 'table')
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false, allowUnionTypes: true } },
    // compiled once per process, not per app (lib/schema-compilers.ts)
    schemaController: { compilersFactory: sharedSchemaCompilers },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  installRequestLog(app);
  // The field key is resolved once (RC_PUB_AES_KEY, else the key file, created on first start)
  const fieldKey = loadOrCreateAesKey(config.aesKey.value, config.aesKey.file);
  const accounts = buildAccountKit(config.accounts, fieldKey, app.log);
  const mail = buildMailKit(config.mail, fieldKey, app.log, mailer);
  app.addHook('onClose', async () => mail.mailer.close());
  // Match and send alerts every RC_PUB_ALERTS_INTERVAL_SECONDS while the app is up; preClose stops the
  // timer and waits for a run in flight before the database and the mailer close (onClose hooks)
  const alerts = createAlertLoop(db.db, mail, app.log);
  app.addHook('onReady', async () => {
    const every = config.mail.intervalMs > 0 ? `every ${config.mail.intervalMs / 1000} s` : 'off (interval 0)';
    app.log.info(`alerts: mail goes to ${mail.mailer.describe}; matching and sending ${every}`);
    alerts.start();
  });
  app.addHook('preClose', async () => alerts.stop());
  // COUNTER counts are written in batches every RC_PUB_USAGE_FLUSH_SECONDS; preClose writes what waits
  // before the database closes (onClose hooks), see usage/recorder.ts for what survives a restart
  const usage = new UsageRecorder(db.db, { intervalMs: config.usageFlushMs, log: app.log });
  app.decorate('usage', usage);
  app.addHook('onReady', async () => usage.start());
  app.addHook('preClose', async () => usage.close());
  // Site visits (footer counters) are batched the same way, on the same flush period
  const siteVisits = new SiteVisitRecorder(db.db, { intervalMs: config.usageFlushMs, log: app.log });
  app.addHook('onReady', async () => siteVisits.start());
  app.addHook('preClose', async () => siteVisits.close());
  // Article PDFs rendered in one headless Chromium, launched on the first PDF asked for, closed with the app
  const pdf = new PdfKit(config.pdf, app.log);
  app.addHook('onClose', async () => pdf.close());
  // Every request's context: the base (lib/context.ts) and what each feature adds to it
  installHttp(app, db.db, {
    fieldKey,
    clientIpFrom: config.accounts.clientIpFrom,
    extensions: contextExtensions(
      accountsContext(accounts, config.sessions),
      mailContext(mail),
      usageContext(usage, siteVisits),
      portalOriginContext,
      bookCloudContext(config.bookCloudUrl),
      pdfContext(pdf),
    ),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'rc-pub',
        description:
          'REST content service of the journal portal (docs/product/calls-and-errors.md). Every JSON response is an envelope ' +
          '{ status, message, data, code? }: status 0 success, 400 validation, 401 session expired, 404 not found, ' +
          '10001 forbidden site, 10002 expired, 10003 maintenance (all with HTTP 200); HTTP 500 + status 500 for faults. ' +
          'Headers: language (zh default | en), token. Every GET accepts timestamps. Each route declares the shape of ' +
          'data on success; fields not declared are never sent.',
        version: '1.0.0',
      },
      components: {},
    },
    // Shared wire schemas (recursive shapes) are listed under components/schemas by their $id, e.g. ChannelWire.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  await registerRoutes(app);
  registerOaiRoute(app, config.oaiAdminEmail, config.oaiRepositoryId);
  return app;
}
