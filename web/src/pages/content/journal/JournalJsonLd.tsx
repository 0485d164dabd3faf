/**
 * schema.org JSON-LD of journal and issue pages ("Journal and issue pages get their own JSON-LD"): a
 * `Periodical` (https://schema.org/Periodical) with its names in both languages, ISSNs and publisher, and for the
 * issue shown a `PublicationIssue` within its `PublicationVolume`. Server render only (crawlers read the server's
 * HTML; the client build drops it).
 */
import { HeadTags } from '../../../app/HeadTags.js';
import { graphql } from '../../../gql/index.js';
import type { JournalJsonLd_IssueFragment, JournalJsonLd_PublicationFragment } from '../../../gql/graphql.js';

export const JournalJsonLd_publication = graphql(`
  fragment JournalJsonLd_publication on Publication {
    id
    titleZh
    titleEn
    issn
    eissn
    publisher
    language
  }
`);

export const JournalJsonLd_issue = graphql(`
  fragment JournalJsonLd_issue on Issue {
    id
    volume
    number
    year
    pubDate
    onlineFirst
  }
`);

/** The Periodical of `p`, and the PublicationIssue of `issue` (null: the journal alone). Pure. */
export function journalJsonLd(
  p: JournalJsonLd_PublicationFragment,
  issue: JournalJsonLd_IssueFragment | null,
): Record<string, unknown> {
  const names = [...new Set([p.titleZh, p.titleEn].map((n) => n.trim()).filter(Boolean))];
  const issn = [p.issn, p.eissn].filter((x): x is string => Boolean(x?.trim()));
  const periodical: Record<string, unknown> = {
    '@type': 'Periodical',
    name: names[0] ?? '',
    ...(names.length > 1 ? { alternateName: names.slice(1) } : {}),
    ...(issn.length ? { issn } : {}),
    ...(p.publisher ? { publisher: { '@type': 'Organization', name: p.publisher } } : {}),
    ...(p.language ? { inLanguage: p.language } : {}),
  };
  if (!issue || issue.onlineFirst) return { '@context': 'https://schema.org', ...periodical };
  const volume = issue.volume.trim()
    ? { '@type': 'PublicationVolume', volumeNumber: issue.volume.trim(), isPartOf: periodical }
    : periodical;
  return {
    '@context': 'https://schema.org',
    '@type': 'PublicationIssue',
    ...(issue.number.trim() ? { issueNumber: issue.number.trim() } : {}),
    ...(issue.pubDate ? { datePublished: issue.pubDate } : issue.year ? { datePublished: String(issue.year) } : {}),
    isPartOf: volume,
  };
}

/** Writes the journal's (and issue's) JSON-LD into the server-rendered head. */
export function JournalJsonLd({
  publication,
  issue,
}: {
  publication: JournalJsonLd_PublicationFragment;
  issue: JournalJsonLd_IssueFragment | null;
}) {
  if (!import.meta.env.SSR) return null;
  return <HeadTags group="journal" tags={[{ tag: 'jsonld', json: journalJsonLd(publication, issue) }]} />;
}
