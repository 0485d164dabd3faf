/**
 * Import of one JATS file (NLM 3.0, JATS 1.0-1.3; docs/product/content.md#jats-import): parse safely, check it is an <article>,
 * read the shipped images, then in ONE transaction store files, journal, issue, article (in place by DOI), texts per
 * language and resources, and link the journal to the target sites. Any error rolls the file back entirely.
 */
import { readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { Db } from '../db/client.js';
import { findShippedFiles, storeFiles } from './files.js';
import { JatsError, readArticle, readIssue, readJournal } from './front.js';
import { replaceTextsAndResources, upsertJournal } from './persist.js';
import {
  linkJournal,
  replaceArticleSource,
  type TargetSite,
  upsertArticle,
  upsertIssue,
} from '../repositories/import.js';
import { bumpSitesOfPublications } from '../repositories/content-versions.js';
import { recordPublishedArticles } from '../alerts/events.js';
import { checkBodyHtml, checkFileSize, DEFAULT_IMPORT_LIMITS, type ImportLimits } from './limits.js';
import type { RenderCtx } from './render-types.js';
import { buildTexts, originalLanguage } from './texts.js';
import { readVersionLabel } from './version.js';
import { decodeXml, kid, lname, parseXml } from './xml.js';

/** Result of one imported JATS file. */
export interface JatsResult {
  articleId: number;
  doi: string | null;
  publicationId: number;
  title: string;
  /** True when the article is new; false when the article with this DOI (else import key) was updated in place. */
  created: boolean;
  /** Problems that did not stop the import (e.g. invalid UTF-8 at a line and column); file name not included. */
  warnings: string[];
}

/**
 * Imports one JATS file.
 * @param root folder the import was asked to read (shipped files outside it are not read)
 * @param alerts write the alert outbox row of a newly published article (the seed passes false)
 * @throws XmlError / JatsError / database errors with a readable message (the caller adds the file name)
 */
export async function importJatsFile(
  db: Db,
  file: string,
  root: string,
  targets: TargetSite[],
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
  alerts = true,
): Promise<JatsResult> {
  checkFileSize(statSync(file).size, limits);
  const { text: xml, warning } = decodeXml(readFileSync(file));
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
  const shipped = findShippedFiles(doc, file, root);

  return db.transaction(async (tx) => {
    const files = await storeFiles(tx, shipped);
    const ctx: RenderCtx = { lang: origLang, files, resources: [], outline: [], seq: { n: 0 } };
    const texts = buildTexts(doc, meta, origLang, ctx);
    const title = texts.find((t) => t.isOriginal)?.title ?? '';
    if (!title && !article.doi) throw new JatsError('the article has neither a title nor a DOI');
    // A huge body fails the file here, inside its transaction, so nothing of it is kept
    checkBodyHtml(
      texts.map((t) => t.bodyHtml),
      limits,
    );

    const publicationId = await upsertJournal(tx, { ...journal, language: origLang });
    const issueId = await upsertIssue(tx, { publicationId, ...issue });
    const ids = { ...article.ids };
    const keyName = article.doi ? undefined : 'importKey';
    if (keyName) ids[keyName] = createHash('sha256').update(`${journal.code}\n${title}`).digest('hex').slice(0, 32);
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
        versionLabel: readVersionLabel(meta, !issue.onlineFirst),
        sourceFile: file,
        demo: false,
      },
      keyName,
    );
    // The alert outbox row commits with the article, or rolls back with the file
    if (alerts) await recordPublishedArticles(tx, [{ articleId, publicationId, issueId, created, previousIssueId }]);
    await replaceTextsAndResources(tx, articleId, texts, ctx.resources, created);
    // The XML as imported, for the OAI-PMH `jats` format; replaced on re-import
    await replaceArticleSource(tx, articleId, xml);
    await linkJournal(tx, publicationId, targets);
    // The sites showing this journal get a new content version, committed with the article
    await bumpSitesOfPublications(tx, [publicationId]);
    return { articleId, doi: article.doi, publicationId, title, created, warnings: warning ? [warning] : [] };
  });
}

/** True when a path names a JATS file by extension (.xml, .jats). */
export function isJatsPath(p: string): boolean {
  return /\.(xml|jats)$/i.test(p);
}
