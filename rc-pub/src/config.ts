/**
 * rc-pub configuration: read from the environment once, validated, with every problem listed before exit.
 *
 * | variable          | default                         | meaning                                                        |
 * |-------------------|---------------------------------|----------------------------------------------------------------|
 * | RC_PUB_PORT       | 3001                            | TCP port of the REST service                                   |
 * | RC_PUB_HOST       | 127.0.0.1                       | address to bind (0.0.0.0 in containers)                        |
 * | DATABASE_URL      | (unset)                         | postgres://… to use PostgreSQL; unset = embedded PGlite        |
 * | PGLITE_DIR        | ./data/pglite                   | PGlite data directory (when DATABASE_URL is unset); 'memory://' for in-memory |
 * | DEMO_DATA_DIR     | <repo>/demo-data                | JATS and CSL demo data loaded by the seed                      |
 * | RC_PUB_SEED       | auto                            | auto = seed an empty database at start; off = never            |
 * | LOG_LEVEL         | info                            | pino log level (fatal … trace, silent)                          |
 * | RC_PUB_IMPORT_MAX_FILE_MB | 20                      | largest JATS/CSL file an import reads (MB); a larger file fails alone |
 * | RC_PUB_IMPORT_MAX_BODY_MB | 16                      | largest rendered body HTML of one article, all languages (MB) |
 * | RC_PUB_IMPORT_MAX_ASSET_MB | 50                     | largest file a JATS file references (figure, media, supplementary file, PDF; MB); in a package a larger one fails it |
 * | RC_PUB_IMPORT_MAX_PACKAGE_MB | 1024                 | most an article package archive (.zip, .tar.gz) may inflate to, all files together (MB) |
 * | RC_PUB_IMPORT_MAX_PACKAGE_ENTRIES | 10000           | most entries (files, folders) one article package may hold |
 * | RC_PUB_LOG_PRETTY | auto                            | auto = pino-pretty when stdout is a terminal, JSON otherwise; on / off |
 * | RC_PUB_OAI_ADMIN_EMAIL | oai-admin@example.org      | OAI-PMH Identify adminEmail; the default is a placeholder (demo) |
 * | RC_PUB_OAI_REPOSITORY_ID | (unset)                 | OAI-PMH repositoryIdentifier (a domain name such as journals.example.org); unset = the base domain of the sites' hosts |
 * | RC_PUB_CROSSREF_DEPOSITOR_NAME | (unset)           | depositor name of Crossref deposits (`pnpm rc-pub crossref export`); required by that command |
 * | RC_PUB_CROSSREF_DEPOSITOR_EMAIL | (unset)          | depositor email of Crossref deposits (Crossref mails the submission log there) |
 * | RC_PUB_CROSSREF_REGISTRANT | (unset)               | registrant of Crossref deposits; unset = the journal's publisher |
 * | RC_PUB_SESSION_IDLE_HOURS | 0.5                     | a member session unused this many hours ends (status 401; 30 min) |
 * | RC_PUB_SESSION_MAX_DAYS | 0.5                       | a member session ends this many days after login, used or not (12 h) |
 * | RC_PUB_AES_KEY    | (unset)                         | 32 bytes in base64: key of encrypted password fields, the same for gateway and rc-pub |
 * | RC_PUB_AES_KEY_FILE | ./data/aes.key                | where the key is generated on first start when RC_PUB_AES_KEY is unset (mode 0600) |
 * | RC_PUB_MOBILE_PATTERN | ^1[3-9]\d{9}$             | regular expression a mobile number must match (mainland China by default) |
 * | RC_PUB_CAPTCHA_MAX_NUMBER | 50000                   | captcha work: the ALTCHA counter is drawn up to this (the solver tries about half on average) |
 * | RC_PUB_SMS_IP_MAX_PER_HOUR | 30                     | SMS codes one client IP may request per hour (besides 1/min and 10/day per number) |
 * | RC_PUB_CLIENT_IP_FROM | 127.0.0.1,::1,::ffff:127.0.0.1 | peers whose x-client-ip header (set by the gateway) names the client; others count as the client |
 * | SMS_PROVIDER      | outbox                          | outbox = append SMS to SMS_OUTBOX (no message leaves); aliyun or tencent = send through that vendor |
 * | SMS_OUTBOX        | ./data/outbox/sms.jsonl         | JSON-lines file the outbox provider appends { mobileNo, type, code, text, sentAt } to |
 * | ALIYUN_SMS_ACCESS_KEY_ID | (unset)                  | Alibaba Cloud AccessKey id (SMS_PROVIDER=aliyun) |
 * | ALIYUN_SMS_ACCESS_KEY_SECRET | (unset)              | Alibaba Cloud AccessKey secret (SMS_PROVIDER=aliyun) |
 * | ALIYUN_SMS_SIGN_NAME | (unset)                      | approved SMS signature name (SMS_PROVIDER=aliyun) |
 * | ALIYUN_SMS_TEMPLATE_CODE | (unset)                  | approved template code with one ${code} variable (SMS_PROVIDER=aliyun) |
 * | ALIYUN_SMS_ENDPOINT | dysmsapi.aliyuncs.com         | Dysmsapi endpoint (SMS_PROVIDER=aliyun) |
 * | TENCENT_SMS_SECRET_ID | (unset)                     | Tencent Cloud SecretId (SMS_PROVIDER=tencent) |
 * | TENCENT_SMS_SECRET_KEY | (unset)                    | Tencent Cloud SecretKey (SMS_PROVIDER=tencent) |
 * | TENCENT_SMS_APP_ID | (unset)                        | SMS SdkAppId (SMS_PROVIDER=tencent) |
 * | TENCENT_SMS_SIGN_NAME | (unset)                     | approved SMS signature content (SMS_PROVIDER=tencent) |
 * | TENCENT_SMS_TEMPLATE_ID | (unset)                   | approved template id whose first parameter is the code (SMS_PROVIDER=tencent) |
 * | TENCENT_SMS_REGION | ap-guangzhou                   | Tencent Cloud region of the SMS API (SMS_PROVIDER=tencent) |
 * | OIDC_ISSUER       | (unset)                         | OpenID Connect issuer URL (https; http only for localhost), e.g. https://orcid.org; unset = third-party login off |
 * | OIDC_CLIENT_ID    | (unset)                         | client id registered at the issuer (set OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME together) |
 * | OIDC_CLIENT_SECRET | (unset)                        | client secret registered at the issuer |
 * | OIDC_NAME         | (unset)                         | the provider's name on the login button, e.g. ORCID |
 * | OIDC_REDIRECT_URI | (unset)                         | callback URL registered at the issuer; unset = <portal origin>/oidc/callback of the page's host |
 * | OIDC_SCOPES       | openid                          | scopes asked for (space-separated, must include openid); e.g. "openid profile" for names elsewhere |
 * | SMTP_URL          | (unset)                         | smtp:// or smtps:// URL of the mail server for alerts and codes, e.g. smtp://127.0.0.1:1025; unset = .eml files in MAIL_DROP_DIR |
 * | RC_PUB_SMTP_POOL_SIZE | 10                          | SMTP connections kept open to SMTP_URL and used at once (alert mail throughput is about this many divided by the server's time per mail) |
 * | MAIL_DROP_DIR     | ./data/outbox/mail              | where mails are written as .eml files when SMTP_URL is unset (the log says where) |
 * | MAIL_FROM         | alerts@journals.invalid         | From address of alert and code mails (the display name is the site's name) |
 * | MAIL_REPLY_TO     | (unset)                         | Reply-To address of alert mails |
 * | RC_PUB_MAIL_MAX_TRIES | 8                           | tries of one alert mail before it is recorded as failed |
 * | RC_PUB_MAIL_RETRY_SECONDS | 30                      | first retry delay after a failed send; each next try waits twice as long |
 * | RC_PUB_ALERTS_INTERVAL_SECONDS | 10                 | how often the server matches published articles and sends due alerts; 0 = never on a timer |
 * | RC_PUB_DIGEST_HOUR | 8                              | local hour of daily digests (and of weekly ones, on Mondays) |
 * | RC_PUB_DIGEST_TZ  | Asia/Shanghai                   | IANA time zone of RC_PUB_DIGEST_HOUR |
 * | RC_PUB_PORTAL_URL | http://{sld}.localhost:3000     | origin of a site's pages in mail links; {sld} becomes the site's subdomain |
 * | RC_PUB_EMAIL_CODE_MINUTES | 15                      | how long a mailed verification code is valid |
 * | RC_PUB_EMAIL_IP_MAX_PER_HOUR | 30                   | mailed codes one client IP may request per hour (besides 1/min and 10/day per address) |
 * | RC_PUB_BOOK_CLOUD_URL | (unset)                    | book cloud page the book jump leads to, with ?p= appended (docs/product/content.md#books); unset = BOOK_CLOUD_CHECK 'false', no jump button |
 * | RC_PUB_USAGE_FLUSH_SECONDS | 2                       | how often counted views and downloads are written to the database in one batch; 0 = only when 20,000 counts wait and at shutdown |
 * | RC_PUB_CHROMIUM_PATH | /usr/bin/chromium            | Chromium that renders article PDFs (docs/product/content.md#article-pdf); started on the first PDF asked for |
 * | RC_PUB_PDF_CONCURRENCY | 2                          | article PDFs rendered at once (more wait their turn) |
 * | RC_PUB_PDF_WAIT_SECONDS | 20                        | how long a PDF request waits for its rendering before answering 202 "being prepared" with Retry-After |
 * | RC_PUB_FILE_STORAGE | db                            | where stored files (figure images, renditions, PDFs, media) are kept: db = in the database; folder = under RC_PUB_FILE_DIR; s3 = in the RC_PUB_S3_BUCKET bucket (docs/product/content.md#stored-files) |
 * | RC_PUB_FILE_DIR   | (unset)                         | folder of stored files; required when RC_PUB_FILE_STORAGE=folder |
 * | RC_PUB_S3_ENDPOINT | (unset)                        | endpoint URL of S3-compatible storage, e.g. http://127.0.0.1:9000 (MinIO); unset = AWS S3 in RC_PUB_S3_REGION |
 * | RC_PUB_S3_BUCKET  | (unset)                         | bucket of stored files; required when RC_PUB_FILE_STORAGE=s3 |
 * | RC_PUB_S3_REGION  | us-east-1                       | region of the bucket (most S3-compatible services accept any) |
 * | RC_PUB_S3_ACCESS_KEY_ID | (unset)                   | access key of the bucket; required when RC_PUB_FILE_STORAGE=s3 |
 * | RC_PUB_S3_SECRET_ACCESS_KEY | (unset)               | secret key of the bucket; required when RC_PUB_FILE_STORAGE=s3 |
 * | RC_PUB_S3_FORCE_PATH_STYLE | off                    | on = address the bucket in the path (/bucket/key), as MinIO and most self-hosted services need |
 *
 * Parsed with zod through lib/env.ts (the same validator as the gateway's): unset = the default; an empty or
 * malformed value is an error. The result is frozen.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportLimits } from './import/limits.js';
import type { AccountConfig } from './accounts/settings.js';
import type { MailConfig } from './alerts/settings.js';
import type { SessionPolicy } from './accounts/member-auth.js';
import type { FileStorageConfig } from './storage/index.js';
import { fileStorageOf } from './storage/config.js';
import type { PdfConfig } from './pdf/kit.js';
import {
  aesKeyShape,
  choice,
  configError,
  decimal,
  deepFreeze,
  integer,
  LOG_LEVELS,
  onOff,
  parseEnv,
  text,
  url,
} from './lib/env.js';

export { ConfigError } from './lib/env.js';

export interface RcPubConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDir: string;
  demoDataDir: string;
  seed: 'auto' | 'off';
  logLevel: string;
  /** Import limits in bytes. */
  importLimits: ImportLimits;
  /** Human-readable logs (pino-pretty): true when RC_PUB_LOG_PRETTY=on, or auto and stdout is a terminal. */
  logPretty: boolean;
  /** OAI-PMH Identify adminEmail; the default is a demo placeholder. */
  oaiAdminEmail: string;
  /** OAI-PMH repositoryIdentifier (docs/product/citation-and-harvest.md#oai-pmh); null = the sites' base domain. */
  oaiRepositoryId: string | null;
  /** Crossref deposit head (docs/product/citation-and-harvest.md#crossref-deposits); null = not configured. */
  crossref: { depositorName: string | null; depositorEmail: string | null; registrant: string | null };
  /** Member session lifetimes. */
  sessions: SessionPolicy;
  /** Field-encryption key (lib/field-crypto.ts loadOrCreateAesKey): RC_PUB_AES_KEY, else the key file. */
  aesKey: { value: string | undefined; file: string };
  /** Accounts: phone format, captcha work, SMS limits and delivery. */
  accounts: AccountConfig;
  /** Email alerts and mailed codes: SMTP or .eml files, sender, digests, links. */
  mail: MailConfig;
  /** Book cloud page of the book jump (docs/product/content.md#books); null = BOOK_CLOUD_CHECK is 'false'. */
  bookCloudUrl: string | null;
  /** Usage counts: flush period of the batched COUNTER recorder in ms (usage/recorder.ts); 0 = no timer. */
  usageFlushMs: number;
  /** Where stored files' bytes are kept (storage/index.ts; docs/product/content.md#stored-files). */
  fileStorage: FileStorageConfig;
  /** Article PDFs rendered from the article (docs/product/content.md#article-pdf): the Chromium, renders at once, wait. */
  pdf: PdfConfig;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MiB = 1024 * 1024;

/** A plain email address (the shape checked for MAIL_FROM and MAIL_REPLY_TO). */
const EMAIL = /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/;

/** The variables of the table above, with their defaults. */
const shape = {
  RC_PUB_PORT: integer(0, 65535, 3001),
  RC_PUB_HOST: text('127.0.0.1'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], undefined, 'postgres://user@127.0.0.1:5432/db'),
  PGLITE_DIR: text(path.join(repoRoot, 'data/pglite')),
  DEMO_DATA_DIR: text(path.join(repoRoot, 'demo-data')),
  RC_PUB_SEED: choice(['auto', 'off'], 'auto'),
  LOG_LEVEL: choice(LOG_LEVELS, 'info'),
  RC_PUB_IMPORT_MAX_FILE_MB: decimal(0, 2048, 20, 'a size in MB (e.g. 20 or 0.5)'),
  RC_PUB_IMPORT_MAX_BODY_MB: decimal(0, 2048, 16, 'a size in MB (e.g. 16 or 0.5)'),
  RC_PUB_IMPORT_MAX_ASSET_MB: decimal(0, 4096, 50, 'a size in MB (e.g. 50 or 0.5)'),
  RC_PUB_IMPORT_MAX_PACKAGE_MB: decimal(0, 65_536, 1024, 'a size in MB (e.g. 1024 or 0.5)'),
  RC_PUB_IMPORT_MAX_PACKAGE_ENTRIES: integer(1, 10_000_000, 10_000),
  RC_PUB_LOG_PRETTY: choice(['auto', 'on', 'off'], 'auto'),
  RC_PUB_OAI_ADMIN_EMAIL: text('oai-admin@example.org'),
  RC_PUB_OAI_REPOSITORY_ID: text(
    undefined,
    /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/,
    'a domain name such as journals.example.org (oai-identifier repositoryIdentifier)',
  ),
  RC_PUB_CROSSREF_DEPOSITOR_NAME: text(undefined, /^.{1,130}$/, 'a name of 1 to 130 characters'),
  RC_PUB_CROSSREF_DEPOSITOR_EMAIL: text(undefined, EMAIL, 'an email address such as doi@journals.example.org'),
  RC_PUB_CROSSREF_REGISTRANT: text(undefined, /^.{1,255}$/, 'a name of 1 to 255 characters'),
  RC_PUB_SESSION_IDLE_HOURS: decimal(0.01, 24 * 366, 0.5, 'a number of hours (e.g. 0.5 or 168)'),
  RC_PUB_SESSION_MAX_DAYS: decimal(0.001, 3660, 0.5, 'a number of days (e.g. 0.5 or 30)'),
  ...aesKeyShape(path.join(repoRoot, 'data/aes.key')),
  RC_PUB_MOBILE_PATTERN: text('^1[3-9]\\d{9}$', /^\^.*\$$/, 'a regular expression anchored with ^ and $'),
  RC_PUB_CAPTCHA_MAX_NUMBER: integer(1, 10_000_000, 50_000),
  RC_PUB_SMS_IP_MAX_PER_HOUR: integer(1, 100_000, 30),
  RC_PUB_CLIENT_IP_FROM: text('127.0.0.1,::1,::ffff:127.0.0.1'),
  SMS_PROVIDER: choice(['outbox', 'aliyun', 'tencent'], 'outbox'),
  SMS_OUTBOX: text(path.join(repoRoot, 'data/outbox/sms.jsonl')),
  ALIYUN_SMS_ACCESS_KEY_ID: text(undefined),
  ALIYUN_SMS_ACCESS_KEY_SECRET: text(undefined),
  ALIYUN_SMS_SIGN_NAME: text(undefined),
  ALIYUN_SMS_TEMPLATE_CODE: text(undefined),
  ALIYUN_SMS_ENDPOINT: text('dysmsapi.aliyuncs.com'),
  TENCENT_SMS_SECRET_ID: text(undefined),
  TENCENT_SMS_SECRET_KEY: text(undefined),
  TENCENT_SMS_APP_ID: text(undefined),
  TENCENT_SMS_SIGN_NAME: text(undefined),
  TENCENT_SMS_TEMPLATE_ID: text(undefined),
  TENCENT_SMS_REGION: text('ap-guangzhou'),
  OIDC_ISSUER: url(['https:', 'http:'], undefined, 'https://orcid.org'),
  OIDC_CLIENT_ID: text(undefined),
  OIDC_CLIENT_SECRET: text(undefined),
  OIDC_NAME: text(undefined, /^.{1,40}$/, 'a button label of 1 to 40 characters'),
  OIDC_REDIRECT_URI: url(['https:', 'http:'], undefined, 'https://portal.example.org/oidc/callback'),
  OIDC_SCOPES: text('openid', /(^|\s)openid(\s|$)/, 'space-separated scopes including openid'),
  SMTP_URL: url(['smtp:', 'smtps:'], undefined, 'smtp://127.0.0.1:1025'),
  RC_PUB_SMTP_POOL_SIZE: integer(1, 100, 10),
  MAIL_DROP_DIR: text(path.join(repoRoot, 'data/outbox/mail')),
  MAIL_FROM: text('alerts@journals.invalid', EMAIL, 'an email address such as alerts@journals.example.org'),
  MAIL_REPLY_TO: text(undefined, EMAIL, 'an email address such as editor@journals.example.org'),
  RC_PUB_MAIL_MAX_TRIES: integer(1, 100, 8),
  RC_PUB_MAIL_RETRY_SECONDS: decimal(0, 86_400, 30, 'a number of seconds (e.g. 30 or 0.5)'),
  RC_PUB_ALERTS_INTERVAL_SECONDS: decimal(-1, 86_400, 10, 'a number of seconds (0 = off)'),
  RC_PUB_USAGE_FLUSH_SECONDS: decimal(-1, 3_600, 2, 'a number of seconds (0 = no timer)'),
  RC_PUB_DIGEST_HOUR: integer(0, 23, 8),
  RC_PUB_DIGEST_TZ: text(
    'Asia/Shanghai',
    /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/,
    'an IANA time zone such as Asia/Shanghai',
  ),
  RC_PUB_PORTAL_URL: text(
    'http://{sld}.localhost:3000',
    /^https?:\/\/[^/?#\s]+$/,
    'an http(s) origin such as https://{sld}.journals.example.org',
  ),
  RC_PUB_EMAIL_CODE_MINUTES: decimal(0, 1440, 15, 'a number of minutes (e.g. 15)'),
  RC_PUB_EMAIL_IP_MAX_PER_HOUR: integer(1, 100_000, 30),
  RC_PUB_BOOK_CLOUD_URL: url(['https:', 'http:'], undefined, 'https://books.example.org/sso'),
  RC_PUB_FILE_STORAGE: choice(['db', 'folder', 's3'], 'db'),
  RC_PUB_FILE_DIR: text(undefined),
  RC_PUB_S3_ENDPOINT: url(['https:', 'http:'], undefined, 'http://127.0.0.1:9000'),
  RC_PUB_S3_BUCKET: text(undefined, /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name such as rc-portal-files'),
  RC_PUB_S3_REGION: text('us-east-1', /^[a-z0-9-]{2,40}$/, 'a region such as us-east-1'),
  RC_PUB_S3_ACCESS_KEY_ID: text(undefined),
  RC_PUB_S3_SECRET_ACCESS_KEY: text(undefined),
  RC_PUB_S3_FORCE_PATH_STYLE: onOff(false),
  RC_PUB_CHROMIUM_PATH: text('/usr/bin/chromium'),
  RC_PUB_PDF_CONCURRENCY: integer(1, 64, 2),
  RC_PUB_PDF_WAIT_SECONDS: decimal(-1, 3_600, 20, 'a number of seconds (0 = answer 202 at once)'),
};

/** Third-party login needs all of these or none (a partial set is a config error). */
const OIDC_VARS = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME'] as const;

/** Hosts where an http:// issuer or redirect URI is allowed (a provider on this machine, e.g. in tests). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Problems of an http:// URL outside loopback (OpenID Connect needs TLS elsewhere). */
function insecure(name: string, value: string | undefined): string[] {
  if (value === undefined) return [];
  const u = new URL(value);
  return u.protocol === 'http:' && !LOOPBACK.has(u.hostname)
    ? [`${name} must use https (http only for localhost)`]
    : [];
}

/** The variables a vendor needs, by SMS_PROVIDER (checked together: a vendor without its keys is a config error). */
const SMS_VENDOR_VARS = {
  aliyun: [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_CODE',
  ],
  tencent: [
    'TENCENT_SMS_SECRET_ID',
    'TENCENT_SMS_SECRET_KEY',
    'TENCENT_SMS_APP_ID',
    'TENCENT_SMS_SIGN_NAME',
    'TENCENT_SMS_TEMPLATE_ID',
  ],
} as const;

/** Every variable this module reads (the table above documents each; tests/ops/env-example.test.ts checks both). */
export const RC_PUB_ENV: readonly string[] = Object.keys(shape);

/**
 * Reads and validates the environment; the result is frozen.
 * @param env the environment (default process.env); tests pass their own.
 * @throws ConfigError listing each invalid variable, one per line.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<RcPubConfig> {
  const v = parseEnv('rc-pub', shape, env);
  const problems: string[] = [];
  let mobilePattern = /^1[3-9]\d{9}$/;
  try {
    mobilePattern = new RegExp(v.RC_PUB_MOBILE_PATTERN);
  } catch (err) {
    problems.push(`RC_PUB_MOBILE_PATTERN is not a regular expression: ${(err as Error).message}`);
  }
  if (v.SMS_PROVIDER !== 'outbox')
    for (const name of SMS_VENDOR_VARS[v.SMS_PROVIDER])
      if (v[name] === undefined) problems.push(`${name} must be set when SMS_PROVIDER=${v.SMS_PROVIDER}`);
  const oidcSet = OIDC_VARS.filter((name) => v[name] !== undefined);
  if (oidcSet.length > 0 && oidcSet.length < OIDC_VARS.length)
    for (const name of OIDC_VARS)
      if (v[name] === undefined) problems.push(`${name} must be set with ${oidcSet.join(', ')} (third-party login)`);
  if (oidcSet.length === 0 && v.OIDC_REDIRECT_URI !== undefined)
    problems.push('OIDC_REDIRECT_URI is set but OIDC_ISSUER is not (third-party login)');
  problems.push(...insecure('OIDC_ISSUER', v.OIDC_ISSUER), ...insecure('OIDC_REDIRECT_URI', v.OIDC_REDIRECT_URI));
  try {
    new Intl.DateTimeFormat('en', { timeZone: v.RC_PUB_DIGEST_TZ });
  } catch {
    problems.push(`RC_PUB_DIGEST_TZ must be an IANA time zone such as Asia/Shanghai, got '${v.RC_PUB_DIGEST_TZ}'`);
  }
  const fileStorage = fileStorageOf(v, problems);
  if (problems.length > 0) throw configError('rc-pub', problems);
  return deepFreeze({
    port: v.RC_PUB_PORT,
    host: v.RC_PUB_HOST,
    databaseUrl: v.DATABASE_URL,
    pgliteDir: v.PGLITE_DIR === 'memory://' ? v.PGLITE_DIR : path.resolve(v.PGLITE_DIR),
    demoDataDir: path.resolve(v.DEMO_DATA_DIR),
    seed: v.RC_PUB_SEED,
    logLevel: v.LOG_LEVEL,
    importLimits: {
      maxFileBytes: Math.round(v.RC_PUB_IMPORT_MAX_FILE_MB * MiB),
      maxBodyHtmlBytes: Math.round(v.RC_PUB_IMPORT_MAX_BODY_MB * MiB),
      maxAssetBytes: Math.round(v.RC_PUB_IMPORT_MAX_ASSET_MB * MiB),
      maxPackageBytes: Math.round(v.RC_PUB_IMPORT_MAX_PACKAGE_MB * MiB),
      maxPackageEntries: v.RC_PUB_IMPORT_MAX_PACKAGE_ENTRIES,
    },
    logPretty: v.RC_PUB_LOG_PRETTY === 'on' || (v.RC_PUB_LOG_PRETTY === 'auto' && process.stdout.isTTY === true),
    oaiAdminEmail: v.RC_PUB_OAI_ADMIN_EMAIL,
    oaiRepositoryId: v.RC_PUB_OAI_REPOSITORY_ID ?? null,
    crossref: {
      depositorName: v.RC_PUB_CROSSREF_DEPOSITOR_NAME ?? null,
      depositorEmail: v.RC_PUB_CROSSREF_DEPOSITOR_EMAIL ?? null,
      registrant: v.RC_PUB_CROSSREF_REGISTRANT ?? null,
    },
    sessions: {
      idleMs: Math.round(v.RC_PUB_SESSION_IDLE_HOURS * 3_600_000),
      maxAgeMs: Math.round(v.RC_PUB_SESSION_MAX_DAYS * 86_400_000),
    },
    bookCloudUrl: v.RC_PUB_BOOK_CLOUD_URL ?? null,
    aesKey: { value: v.RC_PUB_AES_KEY, file: path.resolve(v.RC_PUB_AES_KEY_FILE) },
    accounts: {
      mobilePattern,
      captchaMaxNumber: v.RC_PUB_CAPTCHA_MAX_NUMBER,
      smsIpMaxPerHour: v.RC_PUB_SMS_IP_MAX_PER_HOUR,
      clientIpFrom: v.RC_PUB_CLIENT_IP_FROM.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      sms: {
        provider: v.SMS_PROVIDER,
        outbox: path.resolve(v.SMS_OUTBOX),
        aliyun: {
          accessKeyId: v.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
          accessKeySecret: v.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
          signName: v.ALIYUN_SMS_SIGN_NAME ?? '',
          templateCode: v.ALIYUN_SMS_TEMPLATE_CODE ?? '',
          endpoint: v.ALIYUN_SMS_ENDPOINT,
        },
        tencent: {
          secretId: v.TENCENT_SMS_SECRET_ID ?? '',
          secretKey: v.TENCENT_SMS_SECRET_KEY ?? '',
          appId: v.TENCENT_SMS_APP_ID ?? '',
          signName: v.TENCENT_SMS_SIGN_NAME ?? '',
          templateId: v.TENCENT_SMS_TEMPLATE_ID ?? '',
          region: v.TENCENT_SMS_REGION,
        },
      },
      oidc:
        v.OIDC_ISSUER && v.OIDC_CLIENT_ID && v.OIDC_CLIENT_SECRET && v.OIDC_NAME
          ? {
              issuer: v.OIDC_ISSUER,
              clientId: v.OIDC_CLIENT_ID,
              clientSecret: v.OIDC_CLIENT_SECRET,
              name: v.OIDC_NAME,
              redirectUri: v.OIDC_REDIRECT_URI ?? null,
              scopes: v.OIDC_SCOPES,
            }
          : null,
    },
    mail: {
      smtpUrl: v.SMTP_URL ?? null,
      smtpPoolSize: v.RC_PUB_SMTP_POOL_SIZE,
      dropDir: path.resolve(v.MAIL_DROP_DIR),
      fromAddress: v.MAIL_FROM,
      replyTo: v.MAIL_REPLY_TO ?? null,
      maxTries: v.RC_PUB_MAIL_MAX_TRIES,
      retryBaseMs: Math.round(v.RC_PUB_MAIL_RETRY_SECONDS * 1000),
      intervalMs: Math.max(0, Math.round(v.RC_PUB_ALERTS_INTERVAL_SECONDS * 1000)),
      digestHour: v.RC_PUB_DIGEST_HOUR,
      timeZone: v.RC_PUB_DIGEST_TZ,
      portalUrl: v.RC_PUB_PORTAL_URL,
      codeTtlMs: Math.round(v.RC_PUB_EMAIL_CODE_MINUTES * 60_000),
      codeIpMaxPerHour: v.RC_PUB_EMAIL_IP_MAX_PER_HOUR,
    },
    usageFlushMs: Math.max(0, Math.round(v.RC_PUB_USAGE_FLUSH_SECONDS * 1000)),
    fileStorage,
    pdf: {
      chromiumPath: v.RC_PUB_CHROMIUM_PATH,
      concurrency: v.RC_PUB_PDF_CONCURRENCY,
      waitMs: Math.max(0, Math.round(v.RC_PUB_PDF_WAIT_SECONDS * 1000)),
    },
  });
}
