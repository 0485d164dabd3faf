/**
 * A Crossref deposit before it is written (docs/product/citation-and-harvest.md#crossref-deposits): plain data that
 * assemble.ts makes from the stored rows and build.ts writes as `doi_batch` XML of Crossref schema 5.3.1. Every value
 * here already fits the schema; what did not fit was reported as a problem or left out.
 */
import type { DepositAbstract, FundGroup, PartialDate } from './jats.js';

/** Crossref schema version written (crossref5.3.1.xsd, Crossref schema bundle 0.3.1). */
export const CROSSREF_VERSION = '5.3.1';
/** Namespaces of the deposit and of the schemas crossref5.3.1.xsd imports. */
export const NS = {
  crossref: `http://www.crossref.org/schema/${CROSSREF_VERSION}`,
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
  jats: 'http://www.ncbi.nlm.nih.gov/JATS1',
  fr: 'http://www.crossref.org/fundref.xsd',
  ai: 'http://www.crossref.org/AccessIndicators.xsd',
  xml: 'http://www.w3.org/XML/1998/namespace',
  xmlns: 'http://www.w3.org/2000/xmlns/',
} as const;
/** Where Crossref publishes the schema (xsi:schemaLocation). */
export const SCHEMA_URL = `https://www.crossref.org/schemas/crossref${CROSSREF_VERSION}.xsd`;

/** A publication date and its medium (Crossref `media_type`: online, print, or other when the source does not say). */
export interface DepositDate extends PartialDate {
  mediaType: 'online' | 'print' | 'other';
}

/** A contributor: a person (`person_name`) or a group author (`organization`). */
export type DepositContributor =
  | {
      kind: 'person';
      role: 'author' | 'editor';
      sequence: 'first' | 'additional';
      givenName: string | null;
      surname: string;
      /** Institution names with their place (country) when known. */
      affiliations: { name: string; place: string | null }[];
      /** `https://orcid.org/0000-0000-0000-0000`. */
      orcid: string | null;
    }
  | { kind: 'organization'; role: 'author' | 'editor'; sequence: 'first' | 'additional'; name: string };

/** One article of a deposit. */
export interface DepositArticle {
  id: number;
  doi: string;
  /** The article's canonical page (http(s) URL). */
  resource: string;
  /** ISO 639-1 code of the original language, or null when it is not one. */
  language: string | null;
  /** Original-language title first, then one per translation. */
  titles: { title: string; subtitle: string | null }[];
  contributors: DepositContributor[];
  abstracts: DepositAbstract[];
  dates: DepositDate[];
  accepted: PartialDate | null;
  pages: { first: string; last: string | null } | null;
  /** Article number (JATS elocation-id) when there are no pages. */
  itemNumber: string | null;
  funding: FundGroup[];
  licenseUrls: string[];
  citations: { key: string; doi: string | null; text: string | null }[];
}

/** The articles of one issue (`journal_issue`), or of no issue (online first: `issue` null). */
export interface DepositGroup {
  issue: { date: DepositDate; volume: string | null; number: string | null } | null;
  articles: DepositArticle[];
}

/** A whole deposit: head and one `journal` element per group. */
export interface Deposit {
  batchId: string;
  /** Crossref `timestamp`: yyyyMMddHHmmssSSS (UTC), increasing from one deposit to the next. */
  timestamp: string;
  depositorName: string;
  depositorEmail: string;
  registrant: string;
  journal: {
    titles: string[];
    abbrev: string | null;
    issn: string | null;
    eissn: string | null;
    language: string | null;
  };
  groups: DepositGroup[];
}
