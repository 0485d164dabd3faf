/**
 * Import of one JATS article (NLM 3.0, JATS 1.0-1.3; docs/product/content.md#jats-import): parse safely, check it is
 * an <article>, read the files it references (package-files.ts: from its package, or beside a loose file), then in ONE
 * transaction store files, journal, issue, article (in place by DOI), texts per language and resources, the package's
 * PDF, and link the journal to the target sites. Any error rolls the article back entirely. A re-import whose
 * fingerprint (the JATS bytes and every file read) equals the stored one changes nothing (`unchanged`).
 */
import { readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Db, Tx } from '../db/client.js';
import type { FileCandidate } from './files.js';
import { storeFiles } from './files.js';
import {
  type ArticleDraft,
  type IssueDraft,
  type JournalDraft,
  JatsError,
  readArticle,
  readIssue,
  readJournal,
} from './front.js';
import { replaceTextsAndResources, upsertJournal } from './persist.js';
import {
  findImportedArticle,
  linkJournal,
  replaceArticleSource,
  replacePackagePdf,
  type TargetSite,
  upsertArticle,
  upsertIssue,
} from '../repositories/import.js';
import { bumpSitesOfPublications } from '../repositories/content-versions.js';
import { storeFileOnce } from '../repositories/files.js';
import { withKeyLocks } from '../repositories/key-locks.js';
import { recordPublishedArticles } from '../alerts/events.js';
import { checkBodyHtml, checkFileSize, type ImportLimits } from './limits.js';
import { looseFolderReader, PackageError } from './package.js';
import { contentFingerprint, referencedFiles } from './package-files.js';
import type { RenderCtx } from './render-types.js';
import { buildTexts, originalLanguage } from './texts.js';
import { readVersionLabel } from './version.js';
import { decodeXml, kid, lname, parseXml, type XElement } from './xml.js';

/** Result of one imported JATS article. */
export interface JatsResult {
  articleId: number;
  doi: string | null;
  publicationId: number;
  /**
   * `imported`: a new article; `updated`: the article with this DOI (else import key) was rewritten in place;
   * `unchanged`: the stored article came from the same JATS and files, nothing was written.
   */
  outcome: 'imported' | 'updated' | 'unchanged';
  /** Problems that did not stop the import (e.g. invalid UTF-8 at a line and column); file name not included. */
  warnings: string[];
}

/** How one article is imported: where its journal goes, the limits, alerts, and whether to rewrite it regardless. */
export interface JatsImportOptions {
  targets: TargetSite[];
  limits: ImportLimits;
  /** Write the alert outbox row of a newly published article (the seed passes false). */
  alerts: boolean;
  /** Rewrite the article even when its fingerprint is unchanged (after an upgrade of the importer). */
  force?: boolean;
}

/** A JATS file read and checked: its bytes, text, document and front matter. */
export interface ParsedJats {
  bytes: Buffer;
  xml: string;
  doc: XElement;
  meta: XElement;
  journal: JournalDraft;
  issue: IssueDraft;
  origLang: string;
  article: ArticleDraft;
  /** Invalid UTF-8 and the like, when the file still decodes. */
  warning: string | null;
}

/**
 * Decodes and parses JATS bytes and reads the front matter.
 * @throws XmlError / JatsError with a readable reason
 */
export function parseJats(bytes: Buffer): ParsedJats {
  const { text: xml, warning } = decodeXml(bytes);
  const doc = parseXml(xml);
  if (lname(doc) !== 'article')
    throw new JatsError(`not a JATS article: the root element is <${doc.nodeName}>, expected <article>`);
  const front = kid(doc, 'front');
  const meta = kid(front, 'article-meta');
  if (!meta) throw new JatsError('not a JATS article: missing front/article-meta');
  const journal = readJournal(kid(front, 'journal-meta'));
  const issue = readIssue(meta);
  const origLang = originalLanguage(doc, meta);
  const article = readArticle(doc, meta, kid(doc, 'back'), origLang);
  return { bytes, xml, doc, meta, journal, issue, origLang, article, warning };
}

/** What is written besides the JATS: the files read, the PDF among them, the source path and warnings so far. */
export interface JatsContent {
  sourceFile: string;
  files: FileCandidate[];
  pdfHref?: string;
  warnings: string[];
  /** A package: an image the portal cannot show (no web renditions) fails it instead of being a warning. */
  strict: boolean;
}

/** The import key of an article without a DOI: its journal code and original title, hashed. */
function importKey(journalCode: string, title: string): string {
  return createHash('sha256').update(`${journalCode}\n${title}`).digest('hex').slice(0, 32);
}

/** The original-language title (texts render without files here: titles carry no graphics that matter to the key). */
function originalTitle(p: ParsedJats): string {
  const ctx: RenderCtx = { lang: p.origLang, files: new Map(), resources: [], outline: [], seq: { n: 0 } };
  ctx.articleDoi = p.article.doi ?? undefined;
  return buildTexts(p.doc, p.meta, p.origLang, ctx).find((t) => t.isOriginal)?.title ?? '';
}

/** Links the journal of an unchanged article to new target sites (and bumps their content version) when needed. */
async function linkOnly(tx: Tx, publicationId: number, targets: TargetSite[]): Promise<void> {
  if (await linkJournal(tx, publicationId, targets)) await bumpSitesOfPublications(tx, [publicationId]);
}

/**
 * Writes a parsed article with the files it references (see the module comment). The caller has read and typed the
 * files; this stores them (content-addressed) inside the article's transaction.
 * @throws JatsError / ImportLimitError / database errors with a readable message (the caller adds the file name)
 */
export async function writeJats(db: Db, p: ParsedJats, c: JatsContent, o: JatsImportOptions): Promise<JatsResult> {
  const { journal, issue, article, origLang } = p;
  const warnings = [...(p.warning ? [p.warning] : []), ...c.warnings];
  const fingerprint = contentFingerprint(p.bytes, c.files);
  const key = article.doi ? undefined : { name: 'importKey', value: importKey(journal.code, originalTitle(p)) };
  // Imports of the same journal or article (two runs over the same files) write one after the other: the second finds
  // the first's article, unchanged or to update, instead of inserting it again (docs/product/content.md#jats-import)
  const articleKey = article.doi ? `doi:${article.doi.toLowerCase()}` : `key:${key?.value ?? ''}`;
  const locks = [
    ['importJournal', journal.code],
    ['importArticle', articleKey],
  ] as const;
  return withKeyLocks(db, locks, async (tx: Tx) => {
    if (!o.force) {
      const stored = await findImportedArticle(tx, article.doi, key);
      if (stored?.contentSha256 === fingerprint) {
        await linkOnly(tx, stored.publicationId, o.targets);
        return {
          articleId: stored.id,
          doi: article.doi,
          publicationId: stored.publicationId,
          outcome: 'unchanged' as const,
          warnings,
        };
      }
    }
    // The article's PDF is stored as it is; figures, media and supplementary files also get their web renditions
    const pdfFile = c.files.find((f) => f.href === c.pdfHref);
    const pdf = pdfFile ? await storeFileOnce(tx, pdfFile) : undefined;
    const files = await storeFiles(
      tx,
      c.files.filter((f) => f !== pdfFile),
      warnings,
    );
    for (const f of files.values()) {
      if (!f.problem) continue;
      if (c.strict) throw new PackageError(f.problem);
      warnings.push(f.problem);
    }
    const ctx: RenderCtx = { lang: origLang, files, resources: [], outline: [], seq: { n: 0 } };
    ctx.articleDoi = article.doi ?? undefined;
    const texts = buildTexts(p.doc, p.meta, origLang, ctx);
    const title = texts.find((t) => t.isOriginal)?.title ?? '';
    if (!title && !article.doi) throw new JatsError('the article has neither a title nor a DOI');
    // A huge body fails the file here, inside its transaction, so nothing of it is kept
    checkBodyHtml(
      texts.map((t) => t.bodyHtml),
      o.limits,
    );

    const publicationId = await upsertJournal(tx, { ...journal, language: origLang });
    const issueId = await upsertIssue(tx, { publicationId, ...issue });
    const ids = { ...article.ids };
    if (key) ids[key.name] = key.value;
    const {
      id: articleId,
      created,
      previousIssueId,
    } = await upsertArticle(
      tx,
      {
        publicationId,
        issueId,
        doi: article.doi,
        ids,
        originalLanguage: origLang,
        articleType: article.articleType,
        columnZh: article.columnZh,
        columnEn: article.columnEn,
        contributors: article.contributors,
        affiliations: article.affiliations,
        references: article.references,
        receivedDate: article.receivedDate,
        acceptedDate: article.acceptedDate,
        publishedDate: article.publishedDate ?? issue.pubDate,
        fpage: article.fpage,
        lpage: article.lpage,
        elocationId: article.elocationId,
        licenseUrl: article.licenseUrl,
        licenseText: article.licenseText,
        publicationType: issue.onlineFirst ? 1 : 0,
        // the version label: accepted (-1), proof (1..10) or none (0), from article-version or the publication state
        versionLabel: readVersionLabel(p.meta, !issue.onlineFirst),
        sourceFile: c.sourceFile,
        demo: false,
      },
      key?.name,
    );
    // The alert outbox row commits with the article, or rolls back with the file
    if (o.alerts) await recordPublishedArticles(tx, [{ articleId, publicationId, issueId, created, previousIssueId }]);
    await replaceTextsAndResources(tx, articleId, texts, ctx.resources, created);
    // The XML as imported, for the OAI-PMH `jats` format, and the fingerprint of this import; replaced on re-import
    await replaceArticleSource(tx, articleId, p.xml, fingerprint);
    // The package's PDF; an import without one removes an earlier package PDF (a rendered one stays)
    await replacePackagePdf(tx, articleId, pdf?.id ?? null);
    await linkJournal(tx, publicationId, o.targets);
    // The sites showing this journal get a new content version, committed with the article
    await bumpSitesOfPublications(tx, [publicationId]);
    return { articleId, doi: article.doi, publicationId, outcome: created ? 'imported' : 'updated', warnings };
  });
}

/**
 * Imports one loose JATS file: the images, video and audio it references are read from beside it, inside `root`;
 * absent ones become placeholders (package-files.ts).
 * @param root folder the import was asked to read (files outside it are not read)
 * @throws XmlError / JatsError / database errors with a readable message (the caller adds the file name)
 */
export async function importJatsFile(db: Db, file: string, root: string, o: JatsImportOptions): Promise<JatsResult> {
  checkFileSize(statSync(file).size, o.limits);
  const parsed = parseJats(readFileSync(file));
  const rel = path.relative(root, file).split(path.sep).join('/');
  const found = await referencedFiles(looseFolderReader(root), parsed.doc, rel, o.limits, false);
  return writeJats(db, parsed, { sourceFile: file, files: found.files, warnings: found.warnings, strict: false }, o);
}

/** True when a path names a JATS file by extension (.xml, .jats). */
export function isJatsPath(p: string): boolean {
  return /\.(xml|jats)$/i.test(p);
}
