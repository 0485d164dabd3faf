/**
 * JATS front matter → plain records for the content tables (docs/product/content.md#jats-import): journal-meta → journal,
 * article-meta → issue key, identifiers, contributors, affiliations, dates, pages, licence, column; back/ref-list →
 * references. Texts per language (titles, abstracts, keywords, bodies) are assembled in texts.ts.
 */
import type { Affiliation, Contributor, Reference } from '../db/schema/content.js';
import { jatsDate, jatsYear } from './jats-dates.js';
import { normDoi, readReferences } from './references.js';
import {
  attr,
  CDATA_NODE,
  descendants,
  ELEMENT_NODE,
  hasCjk,
  kid,
  kids,
  langOf,
  lname,
  path,
  text,
  textOr,
  TEXT_NODE,
  type XElement,
  type XNode,
} from './xml.js';

/** Journal fields from journal-meta. `code` is the upsert key: eISSN, else ISSN, else journal-id. */
export interface JournalDraft {
  code: string;
  titleEn?: string;
  titleZh?: string;
  abbrev?: string;
  issn?: string;
  eissn?: string;
  publisherEn?: string;
  publisherZh?: string;
}

/** Issue key and date from article-meta; `onlineFirst` when the article has neither volume nor issue. */
export interface IssueDraft {
  year: number | null;
  volume: string;
  number: string;
  pubDate: string | null;
  onlineFirst: boolean;
}

/** Article columns from article-meta (texts excluded). */
export interface ArticleDraft {
  doi: string | null;
  ids: Record<string, string>;
  articleType: string | null;
  columnZh: string | null;
  columnEn: string | null;
  contributors: Contributor[];
  affiliations: Affiliation[];
  references: Reference[];
  receivedDate: string | null;
  acceptedDate: string | null;
  publishedDate: string | null;
  fpage: string | null;
  lpage: string | null;
  elocationId: string | null;
  licenseUrl: string | null;
  licenseText: string | null;
}

/** Error in the JATS content (the file parses but lacks what import needs). */
export class JatsError extends Error {}

function pubDateOf(meta: XElement, types: string[]): XElement | undefined {
  const dates = kids(meta, 'pub-date');
  for (const t of types) {
    const hit = dates.find(
      (d) =>
        d.getAttribute('pub-type') === t ||
        d.getAttribute('date-type') === t ||
        (t === 'epub' && d.getAttribute('publication-format') === 'electronic') ||
        (t === 'ppub' && d.getAttribute('publication-format') === 'print'),
    );
    if (hit) return hit;
  }
  return dates[0];
}

/** The first publication date of the given types (in order) that is precise to the month, else null. */
function firstDate(meta: XElement, types: string[]): string | null {
  for (const t of types) {
    const d = pubDateOf(meta, [t]);
    const v =
      d &&
      (d.getAttribute('pub-type') === t || d.getAttribute('date-type') === t || d.getAttribute('publication-format'))
        ? jatsDate(d)
        : null;
    if (v) return v;
  }
  return jatsDate(kids(meta, 'pub-date')[0]);
}

/** Journal fields; throws JatsError when there is no key at all (no ISSN, journal-id or title). */
export function readJournal(jm: XElement | undefined): JournalDraft {
  if (!jm) throw new JatsError('missing front/journal-meta');
  let issn: string | undefined;
  let eissn: string | undefined;
  for (const i of kids(jm, 'issn')) {
    const v = text(i);
    if (!v) continue;
    const t = `${i.getAttribute('pub-type') ?? ''} ${i.getAttribute('publication-format') ?? ''}`;
    if (/epub|electronic|online/.test(t)) eissn ??= v;
    else issn ??= v;
  }
  const ids = kids(jm, 'journal-id').map(text).filter(Boolean);
  const tg = kid(jm, 'journal-title-group');
  const titles = [...kids(tg ?? jm, 'journal-title'), ...kids(jm, 'journal-title')];
  const j: Partial<JournalDraft> = {};
  for (const t of titles) {
    const v = text(t);
    if (!v) continue;
    if (hasCjk(v)) j.titleZh ??= v;
    else j.titleEn ??= v;
  }
  for (const tt of descendants(tg, ['trans-title'])) {
    const v = text(tt);
    const lang = (
      tt.getAttribute('xml:lang') ??
      (tt.parentNode as XElement | null)?.getAttribute?.('xml:lang') ??
      ''
    ).toLowerCase();
    if (v && lang.startsWith('zh')) j.titleZh ??= v;
    else if (v && lang.startsWith('en')) j.titleEn ??= v;
  }
  const code = eissn ?? issn ?? ids[0] ?? j.titleEn ?? j.titleZh;
  if (!code) throw new JatsError('journal-meta has no ISSN, journal-id or journal-title');
  const out: JournalDraft = { code, ...j };
  const abbrev = textOr(kid(tg ?? jm, 'abbrev-journal-title')) ?? textOr(kid(jm, 'abbrev-journal-title'));
  if (abbrev) out.abbrev = abbrev;
  if (issn) out.issn = issn;
  if (eissn) out.eissn = eissn;
  const publisher = textOr(path(jm, 'publisher', 'publisher-name'));
  if (publisher) {
    if (hasCjk(publisher)) out.publisherZh = publisher;
    else out.publisherEn = publisher;
  }
  return out;
}

/** Issue key of an article; year from the collection/print date, else any publication date. */
export function readIssue(meta: XElement): IssueDraft {
  const volume = text(kid(meta, 'volume'));
  const number = text(kid(meta, 'issue'));
  const d = pubDateOf(meta, ['collection', 'ppub', 'epub-ppub', 'pub', 'epub']);
  const year = jatsYear(d);
  if (!volume && !number) return { year: null, volume: '', number: '', pubDate: null, onlineFirst: true };
  return { year, volume, number, pubDate: jatsDate(d), onlineFirst: false };
}

function normOrcid(v: string): string | undefined {
  const m = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/i.exec(v);
  return m ? `https://orcid.org/${m[1]!.toUpperCase()}` : undefined;
}

/** Affiliation text: the 'original' institution when given, else the parts joined (mixed content kept as is). */
function affText(aff: XElement): string {
  const original = kids(aff, 'institution').find((i) => i.getAttribute('content-type') === 'original');
  if (original) return text(original);
  let mixed = false;
  const cs = aff.childNodes;
  for (let i = 0; i < cs.length; i++)
    if (cs[i]!.nodeType === TEXT_NODE && /[^\s]/.test(cs[i]!.nodeValue ?? '')) mixed = true;
  if (mixed)
    return kids(aff, 'label')
      .reduce((t, l) => t.replace(text(l), ''), text(aff))
      .replace(/^[\s,.;]+/, '')
      .trim();
  const parts: string[] = [];
  const walk = (e: XElement): void => {
    for (const c of kids(e)) {
      const n = c.nodeName.replace(/^.*:/, '');
      if (n === 'label' || n === 'institution-id' || n === 'email') continue;
      if (n === 'institution-wrap' || (n === 'addr-line' && kids(c).length > 0)) walk(c);
      else {
        const t = text(c);
        if (t) parts.push(t);
      }
    }
  };
  walk(aff);
  return parts.join(', ');
}

function readAff(aff: XElement, fallbackId: string): Affiliation {
  const a: Affiliation = { id: aff.getAttribute('id') || fallbackId, text: affText(aff) };
  const label = textOr(kid(aff, 'label'));
  if (label) a.label = label;
  const insts = descendants(aff, ['institution']).filter((i) => i.getAttribute('content-type') !== 'original');
  const inst = insts.find((i) => i.getAttribute('content-type') === 'orgname') ?? insts[0];
  if (inst && text(inst)) a.institution = text(inst);
  const country = textOr(kid(aff, 'country'));
  if (country) a.country = country;
  return a;
}

/** Children of `<collab>` that are not part of the group's name: its members and their details. */
const COLLAB_NOT_NAME = new Set([
  'contrib-group',
  'contrib',
  'address',
  'aff',
  'aff-alternatives',
  'xref',
  'email',
  'fn',
]);

/** The name of a group author: the `<collab>` text without the member list some publishers nest in it (PLOS). */
function collabName(collab: XElement): string {
  let out = '';
  const walk = (el: XNode): void => {
    const cs = el.childNodes;
    for (let i = 0; i < cs.length; i++) {
      const c = cs[i]!;
      if (c.nodeType === TEXT_NODE || c.nodeType === CDATA_NODE) out += c.nodeValue ?? '';
      else if (c.nodeType === ELEMENT_NODE && !COLLAB_NOT_NAME.has(lname(c))) walk(c);
    }
  };
  walk(collab);
  return out.replace(/\s+/g, ' ').trim();
}

function displayName(surname: string, given: string, eastern: boolean): string {
  if (!given) return surname;
  if (!surname) return given;
  if (eastern) return hasCjk(surname + given) ? `${surname}${given}` : `${surname} ${given}`;
  return `${given} ${surname}`;
}

/** Contributors and affiliations of article-meta (contrib-group/contrib, aff anywhere in article-meta). */
export function readContributors(
  meta: XElement,
  lang = 'en',
): { contributors: Contributor[]; affiliations: Affiliation[] } {
  /** Of language alternatives (name-alternatives, aff-alternatives), the one in the original language, else the first. */
  const pickLang = (els: XElement[]): XElement | undefined => els.find((e) => langOf(e) === lang) ?? els[0];
  const affiliations: Affiliation[] = [];
  const affIds = new Set<string>();
  const addAff = (aff: XElement): string => {
    const a = readAff(aff, `aff-${affiliations.length + 1}`);
    if (!affIds.has(a.id)) {
      affIds.add(a.id);
      affiliations.push(a);
    }
    return a.id;
  };
  for (const aff of descendants(meta, ['aff'], ['contrib', 'aff-alternatives'])) addAff(aff);
  for (const alt of descendants(meta, ['aff-alternatives'], ['contrib'])) {
    const a = pickLang(kids(alt, 'aff'));
    if (a) addAff(a);
  }
  const corresps = new Map<string, XElement>();
  for (const c of descendants(path(meta, 'author-notes'), ['corresp'])) {
    const id = c.getAttribute('id');
    if (id) corresps.set(id, c);
  }
  const contributors: Contributor[] = [];
  for (const cg of descendants(meta, ['contrib-group'], ['contrib'])) {
    for (const c of kids(cg, 'contrib')) {
      const type = (c.getAttribute('contrib-type') ?? 'author').toLowerCase();
      const role: Contributor['role'] = type === 'author' ? 'author' : type.includes('editor') ? 'editor' : 'other';
      const nameEl = kid(c, 'name') ?? pickLang(kids(kid(c, 'name-alternatives'), 'name'));
      const collab = kid(c, 'collab') ?? pickLang(kids(kid(c, 'collab-alternatives'), 'collab'));
      const stringName = kid(c, 'string-name') ?? pickLang(kids(kid(c, 'name-alternatives'), 'string-name'));
      const surname = text(kid(nameEl ?? stringName, 'surname'));
      const given = text(kid(nameEl ?? stringName, 'given-names'));
      const suffix = text(kid(nameEl, 'suffix'));
      let name =
        nameEl || (stringName && surname)
          ? displayName(surname, given, nameEl?.getAttribute('name-style') === 'eastern')
          : stringName
            ? text(stringName)
            : collab
              ? collabName(collab)
              : '';
      if (suffix) name += ` ${suffix}`;
      if (!name) continue;
      const out: Contributor = { name, role, affiliationIds: [] };
      if (surname) out.surname = surname;
      if (given) out.givenNames = given;
      if (!nameEl && !stringName && collab) out.collab = true;
      const orcidEl =
        kids(c, 'contrib-id').find(
          (i) => /orcid/i.test(i.getAttribute('contrib-id-type') ?? '') || /orcid\.org/.test(text(i)),
        ) ?? kids(c, 'uri', 'ext-link').find((u) => /orcid\.org/.test(attr(u, 'xlink:href') ?? text(u)));
      const orcid = orcidEl
        ? (normOrcid(attr(orcidEl, 'xlink:href') ?? text(orcidEl)) ?? normOrcid(text(orcidEl)))
        : undefined;
      if (orcid) out.orcid = orcid;
      const xrefs = kids(c, 'xref');
      const correspRefs = xrefs.filter((x) => x.getAttribute('ref-type') === 'corresp');
      if (c.getAttribute('corresp') === 'yes' || correspRefs.length > 0) out.corresponding = true;
      let email = textOr(kid(c, 'email')) ?? textOr(path(c, 'address', 'email'));
      if (!email)
        for (const x of correspRefs) {
          const e = corresps.get(x.getAttribute('rid') ?? '');
          const em = e ? textOr(kid(e, 'email')) : undefined;
          if (em && (correspRefs.length === 1 || !email)) {
            email = em;
            break;
          }
        }
      if (email) out.email = email;
      for (const x of xrefs.filter((x) => x.getAttribute('ref-type') === 'aff'))
        out.affiliationIds.push(...(x.getAttribute('rid') ?? '').split(/\s+/).filter(Boolean));
      for (const aff of kids(c, 'aff')) out.affiliationIds.push(addAff(aff));
      contributors.push(out);
    }
  }
  return { contributors, affiliations };
}

/**
 * Column (docs/product/content.md#columns) from the subj-group(s) of type heading: a zh heading (xml:lang zh, or CJK text) → columnZh,
 * an en heading → columnEn; a heading in another language (e.g. pt) is kept in columnEn when no en one exists.
 */
export function readColumn(meta: XElement): { columnZh: string | null; columnEn: string | null } {
  let zh: string | undefined;
  let en: string | undefined;
  let other: string | undefined;
  for (const g of descendants(kid(meta, 'article-categories'), ['subj-group'])) {
    if (g.getAttribute('subj-group-type') !== 'heading') continue;
    const v = textOr(kid(g, 'subject'));
    if (!v) continue;
    const l = langOf(g) ?? (hasCjk(v) ? 'zh' : undefined);
    if (l === 'zh') zh ??= v;
    else if (l === 'en') en ??= v;
    else other ??= v;
  }
  return { columnZh: zh ?? null, columnEn: en ?? other ?? null };
}

/** Article columns from article-meta and back. */
export function readArticle(root: XElement, meta: XElement, back: XElement | undefined, lang: string): ArticleDraft {
  const ids: Record<string, string> = {};
  let doi: string | null = null;
  for (const id of kids(meta, 'article-id')) {
    const type = id.getAttribute('pub-id-type') ?? 'other';
    const v = text(id);
    if (!v) continue;
    if (type === 'doi') doi ??= normDoi(v);
    ids[type] ??= type === 'doi' ? normDoi(v) : v;
  }
  const { columnZh, columnEn } = readColumn(meta);
  const { contributors, affiliations } = readContributors(meta, lang);
  const history = kid(meta, 'history');
  const hist = (t: string): string | null =>
    jatsDate(kids(history, 'date').find((d) => d.getAttribute('date-type') === t));
  const license = path(meta, 'permissions', 'license');
  const licUrl =
    attr(license, 'xlink:href') ??
    textOr(descendants(license, ['license_ref'])[0]) ??
    attr(descendants(license, ['ext-link'])[0], 'xlink:href') ??
    null;
  const licText = textOr(license) ?? textOr(path(meta, 'permissions', 'copyright-statement')) ?? null;
  return {
    doi,
    ids,
    articleType: root.getAttribute('article-type') || null,
    columnZh,
    columnEn,
    contributors,
    affiliations,
    references: readReferences(back),
    receivedDate: hist('received'),
    acceptedDate: hist('accepted'),
    publishedDate: firstDate(meta, ['epub', 'pub', 'epub-ppub', 'ppub', 'collection']),
    fpage: textOr(kid(meta, 'fpage')) ?? null,
    lpage: textOr(kid(meta, 'lpage')) ?? null,
    elocationId: textOr(kid(meta, 'elocation-id')) ?? null,
    licenseUrl: licUrl,
    licenseText: licText,
  };
}
