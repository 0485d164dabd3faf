/** Wire schemas of the legal pages and journal home facts (contract/legal.ts). */
import { type Static, Type } from 'typebox';
import { JOURNAL_ENTRY_KINDS, LEGAL_PAGES } from '../legal-kinds.js';
import { NullableInteger, NullableString, StringEnum } from './common.js';

/** LegalPageWire: the site's own text of one legal page (docs/product/sites-and-frame.md#legal-pages). */
export const LegalPageSchema = Type.Object(
  {
    siteId: Type.Integer({ description: 'the site (SiteWire) the text belongs to' }),
    page: StringEnum(LEGAL_PAGES, 'accessibility, privacy, agreement or terms'),
    contentZh: NullableString("the site's own Chinese text, sanitized HTML; null: the portal's default text"),
    contentEn: NullableString("the site's own English text, sanitized HTML; null: the portal's default text"),
  },
  { title: 'LegalPageWire', description: "A site's own text of a legal page (null fields: the default text)" },
);
/** A site's own text of a legal page. */
export type LegalPageWire = Static<typeof LegalPageSchema>;

/** JournalEntryWire: an entry button of a journal home. */
export const JournalEntrySchema = Type.Object(
  {
    kind: StringEnum(JOURNAL_ENTRY_KINDS, 'submit (作者投稿), review (专家审稿) or office (编辑办公)'),
    url: Type.String({ description: 'http(s) URL or site path the button opens' }),
  },
  { title: 'JournalEntryWire', description: 'An entry button of a journal home (submission, review, office)' },
);

/** JournalFactsWire: what a journal home shows beside the journal record (docs/product/content.md#journal-home-facts). */
export const JournalFactsSchema = Type.Object(
  {
    publicationId: NullableInteger('the journal the facts are of; null when the site has no journal'),
    authorityZh: NullableString('competent authority (主管单位) in Chinese; null when not given'),
    authorityEn: NullableString('competent authority in English; null when not given'),
    editorInChiefZh: NullableString('editor-in-chief (主编) in Chinese; null when not given'),
    editorInChiefEn: NullableString('editor-in-chief in English; null when not given'),
    frequencyZh: NullableString('publication frequency (刊期), e.g. 月刊, in Chinese; null when not given'),
    frequencyEn: NullableString('publication frequency in English; null when not given'),
    entries: Type.Array(JournalEntrySchema, { description: 'entry buttons in the order the site file lists them' }),
  },
  { title: 'JournalFactsWire', description: "A journal's home facts on a site (null fields: not given)" },
);
/** A journal's home facts on a site. */
export type JournalFactsWire = Static<typeof JournalFactsSchema>;
