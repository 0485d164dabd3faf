/**
 * Unqualified Dublin Core (`oai_dc`, OAI-PMH 2.0 section 6.2; oai_dc.xsd) of one article. Only stored metadata is
 * used; an element whose source is empty is left out.
 */
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { xmlText } from '../contract/xml-text.js';
import { DC_NS, OAI_DC_NS, XML_NS, XSI_NS } from './formats.js';
import type { RecordRow } from '../repositories/oai.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of stored sanitized HTML (abstracts): tags dropped, character references decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const cp = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
        return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Appends `<oai_dc:dc>` for `row` to `parent`. `pageUrls` are the article's portal pages, each a `dc:identifier`
 * after the DOI (records.ts articlePageUrls: pages that exist, never one per text language).
 */
export function appendDc(parent: XMLBuilder, row: RecordRow, pageUrls: readonly string[]): void {
  const dc = parent
    .ele(OAI_DC_NS, 'oai_dc:dc')
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:dc', DC_NS)
    .att(XSI_NS, 'xsi:schemaLocation', `${OAI_DC_NS} http://www.openarchives.org/OAI/2.0/oai_dc.xsd`);
  const add = (name: string, value: string | null | undefined, lang?: string) => {
    const v = value?.trim();
    if (!v) return;
    const e = dc.ele(DC_NS, `dc:${name}`);
    if (lang) e.att(XML_NS, 'xml:lang', lang);
    e.txt(xmlText(v));
  };
  for (const t of row.texts) add('title', t.title, t.lang);
  for (const c of row.contributors) if (c.role === 'author') add('creator', c.name);
  for (const t of row.texts) for (const k of t.keywords) add('subject', k, t.lang);
  for (const t of row.texts) if (t.abstractHtml) add('description', htmlToText(t.abstractHtml), t.lang);
  const publishers = new Set([row.journal.publisherEn, row.journal.publisherZh].filter(Boolean));
  for (const p of publishers) add('publisher', p);
  add('date', row.publishedDate ?? (row.issue?.year ? String(row.issue.year) : null));
  add('type', 'Text');
  add('type', row.articleType);
  add('format', 'text/html');
  if (row.doi) add('identifier', `https://doi.org/${row.doi}`);
  for (const url of pageUrls) add('identifier', url);
  const journalTitle = row.journal.titleEn || row.journal.titleZh;
  const issue = row.issue
    ? [
        row.issue.volume && `Vol. ${row.issue.volume}`,
        row.issue.number && `No. ${row.issue.number}`,
        row.issue.year && `(${row.issue.year})`,
      ]
        .filter(Boolean)
        .join(' ')
    : '';
  add('source', [journalTitle, issue].filter(Boolean).join(', '));
  for (const issn of [row.journal.issn, row.journal.eissn]) if (issn) add('source', `ISSN ${issn}`);
  const langs = new Set([row.originalLanguage, ...row.texts.map((t) => t.lang)]);
  for (const l of langs) add('language', l);
  add('rights', row.licenseUrl ?? row.licenseText);
}
