/**
 * Journal information block of a single site's home page (docs/product/content.md#publication-basic-info and
 * #journal-home-facts): the current issue's cover (else the journal's), titles, ISSN/eISSN, CN, publisher, sponsor
 * (主办), competent authority (主管), editor-in-chief (主编), frequency (刊期), indexes, counts, description and the entry
 * buttons (作者投稿 / 专家审稿 / 编辑办公) when the site file names them. A fact the journal lacks is left out with its
 * label. Group-journal pages pass their site's facts of the journal as `facts` (Site.journalFacts).
 */
import { Suspense } from 'react';
import { useSplitModule } from '../../app/moduleRef.js';
import { graphql } from '../../gql/index.js';
import type { JournalInfo_PublicationFragment } from '../../gql/graphql.js';
import { journalInfoChunk } from './journalInfoChunk.js';

export const JournalInfo_publication = graphql(`
  fragment JournalInfo_publication on Publication {
    ...JournalIdentity_publication
    abbrev
    description
    coverUrl
    indexed
    articleCount
    issueCount
    latestIssue { id coverUrl }
    homeFacts { authority editorInChief frequency entries { kind url } }
  }
`);

function Body({ publication }: { publication: JournalInfo_PublicationFragment }) {
  const { JournalInfoBody } = useSplitModule(journalInfoChunk);
  return <JournalInfoBody publication={publication} />;
}

/** The journal information block of a single site's home (JournalInfoBody.tsx draws it). */
export function JournalInfo({ publication }: { publication: JournalInfo_PublicationFragment }) {
  return (
    <Suspense fallback={null}>
      <Body publication={publication} />
    </Suspense>
  );
}
