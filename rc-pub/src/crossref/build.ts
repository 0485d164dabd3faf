/**
 * Writes a {@link Deposit} as a Crossref `doi_batch` (schema 5.3.1, crossref5.3.1.xsd) with xmlbuilder2, elements in
 * the schema's order; docs/product/citation-and-harvest.md#crossref-deposits says what goes where.
 */
import { create, fragment } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { xmlTextDeep } from '../contract/xml-text.js';
import type { AbstractBlock, DepositAbstract, FundGroup, Inline, PartialDate } from './jats.js';
import {
  CROSSREF_VERSION,
  type Deposit,
  type DepositArticle,
  type DepositContributor,
  type DepositDate,
  type DepositGroup,
  NS,
  SCHEMA_URL,
} from './model.js';

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Elements with mixed content (abstract paragraphs with face markup, a funder name with its identifier) are written
 * unindented: the pretty printer would put line breaks into their text. Each is built as a fragment and put where a
 * placeholder comment stands once the document is serialized.
 */
class Embeds {
  private readonly raws: string[] = [];
  /** Appends `build`'s element to `parent`, serialized without indentation. */
  add(parent: XMLBuilder, build: (frag: XMLBuilder) => void): void {
    const frag = fragment();
    build(frag);
    parent.com(`crossref-embed:${this.raws.length}`);
    this.raws.push(frag.end({ prettyPrint: false, headless: true }));
  }
  /** The serialized document with every placeholder replaced. */
  fill(text: string): string {
    return text.replace(/<!--crossref-embed:(\d+)-->/g, (_m, i: string) => this.raws[Number(i)]!);
  }
}

/** `month`, `day`, `year` children of a date (Crossref date_t order). */
function appendDate(parent: XMLBuilder, name: string, d: PartialDate, mediaType?: DepositDate['mediaType']): void {
  const e = parent.ele(name);
  if (mediaType) e.att('media_type', mediaType);
  if (d.month !== undefined) e.ele('month').txt(pad(d.month));
  if (d.month !== undefined && d.day !== undefined) e.ele('day').txt(pad(d.day));
  e.ele('year').txt(String(d.year));
}

function appendInline(parent: XMLBuilder, content: Inline[]): void {
  for (const c of content) {
    if (typeof c === 'string') parent.txt(c);
    else appendInline(parent.ele(NS.jats, `jats:${c.tag}`), c.children);
  }
}

function appendBlocks(parent: XMLBuilder, blocks: AbstractBlock[]): void {
  for (const b of blocks) {
    if (b.kind === 'p') appendInline(parent.ele(NS.jats, 'jats:p'), b.content);
    else {
      const sec = parent.ele(NS.jats, 'jats:sec');
      appendInline(sec.ele(NS.jats, 'jats:title'), b.title);
      appendBlocks(sec, b.blocks);
    }
  }
}

/** `jats:abstract` with `xml:lang` (JATS 1.3 Journal Publishing, as crossref5.3.1.xsd imports it). */
function appendAbstract(parent: XMLBuilder, a: DepositAbstract, embeds: Embeds): void {
  embeds.add(parent, (frag) => {
    const e = frag.ele(NS.jats, 'jats:abstract').att(NS.xml, 'xml:lang', a.lang);
    if (a.title) appendInline(e.ele(NS.jats, 'jats:title'), a.title);
    appendBlocks(e, a.blocks);
  });
}

function appendContributor(parent: XMLBuilder, c: DepositContributor): void {
  if (c.kind === 'organization') {
    parent.ele('organization').att('sequence', c.sequence).att('contributor_role', c.role).txt(c.name);
    return;
  }
  const p = parent.ele('person_name').att('sequence', c.sequence).att('contributor_role', c.role);
  if (c.givenName) p.ele('given_name').txt(c.givenName);
  p.ele('surname').txt(c.surname);
  if (c.affiliations.length) {
    const affs = p.ele('affiliations');
    for (const a of c.affiliations) {
      const inst = affs.ele('institution');
      inst.ele('institution_name').txt(a.name);
      if (a.place) inst.ele('institution_place').txt(a.place);
    }
  }
  if (c.orcid) p.ele('ORCID').txt(c.orcid);
}

/** `fr:program` (FundRef): one `fundgroup` assertion per award group. */
function appendFunding(parent: XMLBuilder, groups: FundGroup[], embeds: Embeds): void {
  const program = parent.ele(NS.fr, 'fr:program').att('name', 'fundref');
  for (const g of groups) {
    const group = program.ele(NS.fr, 'fr:assertion').att('name', 'fundgroup');
    for (const f of g.funders) {
      if (!f.registryDoi) {
        group.ele(NS.fr, 'fr:assertion').att('name', 'funder_name').txt(f.name);
        continue;
      }
      const id = f.registryDoi;
      embeds.add(group, (frag) => {
        const name = frag.ele(NS.fr, 'fr:assertion').att('name', 'funder_name').txt(f.name);
        name.ele(NS.fr, 'fr:assertion').att('name', 'funder_identifier').txt(id);
      });
    }
    for (const a of g.awards) group.ele(NS.fr, 'fr:assertion').att('name', 'award_number').txt(a);
  }
}

function appendArticle(parent: XMLBuilder, a: DepositArticle, embeds: Embeds): void {
  const art = parent.ele('journal_article').att('publication_type', 'full_text');
  if (a.language) art.att('language', a.language);
  for (const t of a.titles) {
    const titles = art.ele('titles');
    titles.ele('title').txt(t.title);
    if (t.subtitle) titles.ele('subtitle').txt(t.subtitle);
  }
  if (a.contributors.length) {
    const cs = art.ele('contributors');
    for (const c of a.contributors) appendContributor(cs, c);
  }
  for (const abs of a.abstracts) appendAbstract(art, abs, embeds);
  for (const d of a.dates) appendDate(art, 'publication_date', d, d.mediaType);
  if (a.accepted) appendDate(art, 'acceptance_date', a.accepted);
  if (a.pages) {
    const pages = art.ele('pages');
    pages.ele('first_page').txt(a.pages.first);
    if (a.pages.last) pages.ele('last_page').txt(a.pages.last);
  } else if (a.itemNumber)
    art.ele('publisher_item').ele('item_number').att('item_number_type', 'article_number').txt(a.itemNumber);
  if (a.funding.length) appendFunding(art, a.funding, embeds);
  if (a.licenseUrls.length) {
    const ai = art.ele(NS.ai, 'ai:program').att('name', 'AccessIndicators');
    for (const u of a.licenseUrls) ai.ele(NS.ai, 'ai:license_ref').txt(u);
  }
  const doiData = art.ele('doi_data');
  doiData.ele('doi').txt(a.doi);
  doiData.ele('resource').txt(a.resource);
  if (a.citations.length) {
    const list = art.ele('citation_list');
    for (const c of a.citations) {
      const cit = list.ele('citation').att('key', c.key);
      if (c.doi) cit.ele('doi').txt(c.doi);
      if (c.text) cit.ele('unstructured_citation').txt(c.text);
    }
  }
}

function appendGroup(body: XMLBuilder, d: Deposit, g: DepositGroup, embeds: Embeds): void {
  const journal = body.ele('journal');
  const meta = journal.ele('journal_metadata');
  if (d.journal.language) meta.att('language', d.journal.language);
  for (const t of d.journal.titles) meta.ele('full_title').txt(t);
  if (d.journal.abbrev) meta.ele('abbrev_title').txt(d.journal.abbrev);
  if (d.journal.issn) meta.ele('issn').att('media_type', 'print').txt(d.journal.issn);
  if (d.journal.eissn) meta.ele('issn').att('media_type', 'electronic').txt(d.journal.eissn);
  if (g.issue) {
    const issue = journal.ele('journal_issue');
    appendDate(issue, 'publication_date', g.issue.date, g.issue.date.mediaType);
    if (g.issue.volume) issue.ele('journal_volume').ele('volume').txt(g.issue.volume);
    if (g.issue.number) issue.ele('issue').txt(g.issue.number);
  }
  for (const a of g.articles) appendArticle(journal, a, embeds);
}

/** The deposit as an XML document (UTF-8, indented); every stored text is written as text (contract/xml-text.ts). */
export function buildDepositXml(deposit: Deposit): string {
  const d = xmlTextDeep(deposit);
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc
    .ele(NS.crossref, 'doi_batch')
    .att('version', CROSSREF_VERSION)
    .att(NS.xmlns, 'xmlns:xsi', NS.xsi)
    .att(NS.xmlns, 'xmlns:jats', NS.jats)
    .att(NS.xmlns, 'xmlns:fr', NS.fr)
    .att(NS.xmlns, 'xmlns:ai', NS.ai)
    .att(NS.xsi, 'xsi:schemaLocation', `${NS.crossref} ${SCHEMA_URL}`);
  const head = root.ele('head');
  head.ele('doi_batch_id').txt(d.batchId);
  head.ele('timestamp').txt(d.timestamp);
  const depositor = head.ele('depositor');
  depositor.ele('depositor_name').txt(d.depositorName);
  depositor.ele('email_address').txt(d.depositorEmail);
  head.ele('registrant').txt(d.registrant);
  const body = root.ele('body');
  const embeds = new Embeds();
  for (const g of d.groups) appendGroup(body, d, g, embeds);
  return `${embeds.fill(doc.end({ prettyPrint: true }))}\n`;
}
