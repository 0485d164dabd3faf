/**
 * Crossref deposit export (`pnpm rc-pub crossref export`; docs/product/citation-and-harvest.md#crossref-deposits):
 * the deposit XML of a journal, one of its issues or one article, or every problem that forbids it. Nothing is
 * written when any problem is found: a deposit is all its articles or none.
 */
import type { Db } from '../db/client.js';
import { findArticleById } from '../repositories/articles.js';
import { listDepositArticles } from '../repositories/crossref.js';
import { type IssueRow, listIssuesByIds } from '../repositories/issues.js';
import type { PublicationRow } from '../repositories/publications.js';
import { assembleArticle, PREFIX_FORM, yearOnly } from './assemble.js';
import { buildDepositXml } from './build.js';
import type { JatsExtras, PartialDate } from './jats.js';
import { findJournal, journalPrefix, journalSite } from './journal.js';
import type { Deposit, DepositArticle, DepositDate, DepositGroup } from './model.js';

/** What to deposit (the command line's options). */
export interface DepositRequest {
  /** Journal code, ISSN, eISSN or the subdomain of its site. */
  journal: string;
  /** Only this issue (an issue id of the journal). */
  issueId?: number | undefined;
  /** Only this article (an article id of the journal, and of the issue when one is given). */
  articleId?: number | undefined;
  /** The journal's DOI prefix (`10.1590`); default: the prefix most of its DOIs share. */
  prefix?: string | undefined;
  /** Clock of the batch id and timestamp (tests); default now. */
  now?: Date | undefined;
}

/** Configuration a deposit needs (config.crossref, and RC_PUB_PORTAL_URL for the article pages). */
export interface DepositSettings {
  depositorName: string | null;
  depositorEmail: string | null;
  /** Registrant; null = the journal's publisher. */
  registrant: string | null;
  /** Origin template of a site's pages, e.g. `http://{sld}.localhost:3000`. */
  portalUrl: string;
}

/** The deposit and how many articles it registers, or every problem found (one sentence each). */
export type DepositResult = { ok: true; xml: string; articles: number } | { ok: false; problems: string[] };

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** Crossref timestamp yyyyMMddHHmmssSSS (UTC). */
function timestampOf(d: Date): string {
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}${pad(d.getUTCMilliseconds(), 3)}`
  );
}

async function checkScope(db: Db, journal: PublicationRow, req: DepositRequest): Promise<string[]> {
  const problems: string[] = [];
  if (req.issueId !== undefined) {
    const [issue] = await listIssuesByIds(db, [req.issueId]);
    if (!issue || issue.publicationId !== journal.id)
      problems.push(`unknown issue ${req.issueId}: journal ${journal.code} has no issue with this id`);
  }
  if (req.articleId !== undefined) {
    const a = await findArticleById(db, req.articleId);
    if (!a || a.publicationId !== journal.id)
      problems.push(`unknown article ${req.articleId}: journal ${journal.code} has no article with this id`);
    else if (req.issueId !== undefined && a.issueId !== req.issueId)
      problems.push(`article ${req.articleId} is not in issue ${req.issueId}`);
  }
  return problems;
}

/**
 * The issue's `publication_date`: the collection (else print) date of its articles' JATS at its own precision, else
 * the issue's year. Print when the JATS says so or the journal has a print ISSN, else online.
 */
function issueDate(issue: IssueRow, journal: PublicationRow, extras: (JatsExtras | null)[]): DepositDate | null {
  const fromJats = extras.find((e) => e?.issue)?.issue ?? null;
  const date: PartialDate | null =
    fromJats?.date ?? yearOnly(issue.year) ?? yearOnly(Number(issue.pubDate?.slice(0, 4)));
  if (!date) return null;
  return { ...date, mediaType: fromJats?.print || journal.issn ? 'print' : 'online' };
}

const text = (s: string | null | undefined, max: number): string | null => {
  const v = (s ?? '').replace(/\s+/g, ' ').trim();
  return v && v.length <= max ? v : null;
};
const issnOf = (s: string | null): string | null => (s && /^\d{4}-?\d{3}[\dX]$/.test(s.trim()) ? s.trim() : null);

/** Builds the deposit of `req` (module docs); every problem is reported, none thrown, for data or configuration. */
export async function exportCrossrefDeposit(
  db: Db,
  req: DepositRequest,
  settings: DepositSettings,
): Promise<DepositResult> {
  const problems: string[] = [];
  if (!settings.depositorName || !settings.depositorEmail)
    problems.push(
      'no depositor configured: set RC_PUB_CROSSREF_DEPOSITOR_NAME and RC_PUB_CROSSREF_DEPOSITOR_EMAIL (Crossref mails the submission log to that address)',
    );
  if (req.prefix !== undefined && !PREFIX_FORM.test(req.prefix))
    problems.push(`--prefix ${req.prefix} is not a DOI prefix such as 10.1590`);
  const found = await findJournal(db, req.journal);
  if ('problem' in found) return { ok: false, problems: [...problems, found.problem] };
  const journal = found.journal;
  const scopeProblems = await checkScope(db, journal, req);
  if (scopeProblems.length) return { ok: false, problems: [...problems, ...scopeProblems] };

  const rows = await listDepositArticles(db, {
    publicationId: journal.id,
    issueId: req.issueId,
    articleId: req.articleId,
  });
  const scopeName =
    req.articleId !== undefined
      ? `article ${req.articleId}`
      : req.issueId !== undefined
        ? `issue ${req.issueId}`
        : `journal ${journal.code}`;
  if (!rows.length) return { ok: false, problems: [...problems, `no articles to deposit in ${scopeName}`] };
  const registrant = text(settings.registrant, 255) ?? text(journal.publisherEn, 255) ?? text(journal.publisherZh, 255);
  if (!registrant)
    problems.push(`no registrant: journal ${journal.code} has no publisher; set RC_PUB_CROSSREF_REGISTRANT`);
  const site = await journalSite(db, journal.id, settings.portalUrl);
  if (!site) problems.push(`journal ${journal.code} is shown on no site: its articles have no page to register`);
  const prefix = await journalPrefix(
    db,
    journal.id,
    req.prefix && PREFIX_FORM.test(req.prefix) ? req.prefix : undefined,
  );

  const resourceOf = (id: number, lang: string) =>
    `${site?.origin ?? ''}/article/id/${site?.siteId ?? 0}/${id}/${lang}`;
  const assembled = rows.map((r) => ({ row: r, ...assembleArticle(r, { prefix, resourceOf }) }));
  for (const a of assembled) problems.push(...a.problems);
  if (problems.length) return { ok: false, problems };

  // one journal element per issue (newest first), then the articles in no issue (online first)
  const issues = await listIssuesByIds(db, [...new Set(rows.flatMap((r) => (r.issueId === null ? [] : [r.issueId])))]);
  const groups: DepositGroup[] = [];
  const placed = new Set<number>();
  for (const issue of issues.filter((i) => !i.onlineFirst)) {
    const members = assembled.filter((a) => a.row.issueId === issue.id);
    const date = issueDate(
      issue,
      journal,
      members.map((m) => m.extras),
    );
    const volume = text(issue.volume, 32);
    const number = text(issue.number, 32);
    for (const m of members) placed.add(m.row.id);
    groups.push({
      issue: date ? { date, volume, number } : null,
      articles: members.map((m) => m.article as DepositArticle),
    });
  }
  const loose = assembled.filter((a) => !placed.has(a.row.id)).map((a) => a.article as DepositArticle);
  if (loose.length) groups.push({ issue: null, articles: loose });

  const now = req.now ?? new Date();
  const stamp = timestampOf(now);
  const scopeId =
    req.articleId !== undefined ? `a${req.articleId}` : req.issueId !== undefined ? `i${req.issueId}` : 'all';
  const titles = [
    ...new Set([journal.language === 'zh' ? journal.titleZh : journal.titleEn, journal.titleEn, journal.titleZh]),
  ]
    .map((t) => text(t, 255))
    .filter((t): t is string => t !== null);
  if (!titles.length) return { ok: false, problems: [`journal ${journal.code} has no title`] };
  const deposit: Deposit = {
    batchId: `rc-pub-${journal.id}-${scopeId}-${stamp}`,
    timestamp: stamp,
    depositorName: settings.depositorName!,
    depositorEmail: settings.depositorEmail!,
    registrant: registrant!,
    journal: {
      titles: titles.slice(0, 10),
      abbrev: text(journal.abbrev, 150),
      issn: issnOf(journal.issn),
      eissn: issnOf(journal.eissn),
      language: /^[a-z]{2}$/.test(journal.language) ? journal.language : null,
    },
    groups,
  };
  return { ok: true, xml: buildDepositXml(deposit), articles: rows.length };
}
