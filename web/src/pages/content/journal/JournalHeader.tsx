/**
 * Journal header of the issue pages (/newAcademic, docs/product/content.md#journal-pages): title, ISSN/eISSN, CN, publisher and sponsor, and the
 * member's favourite button for the journal and the 'alert me' buttons for its new issues and online
 * first (components/member/, loaded after hydration).
 */
import { Box, Flex, Image } from '@chakra-ui/react';
import { graphql } from '../../../gql/index.js';
import type { JournalHeader_PublicationFragment } from '../../../gql/graphql.js';
import { AlertButtonsSlot } from '../../../components/member/alertSlot.js';
import { MemberButtonsSlot } from '../../../components/member/slots.js';
import { JournalIdentity } from '../../../components/content/JournalIdentity.js';

export const JournalHeader_publication = graphql(`
  fragment JournalHeader_publication on Publication {
    ...JournalIdentity_publication
    id
    title
    coverUrl
  }
`);

/** The journal's identity block as the page's h1 with the demo badge; identifiers side by side. */
export function JournalHeader({
  publication: p,
  siteId,
}: {
  publication: JournalHeader_PublicationFragment;
  siteId: number | null;
}) {
  return (
    <Flex
      as="header"
      gap="5"
      align="flex-start"
      borderBottom="2px solid var(--theme-bottom-line)"
      pb="4"
      mb="6"
      data-testid="journal-header"
    >
      {p.coverUrl && <Image src={p.coverUrl} alt="" w="90px" flexShrink={0} borderRadius="sm" />}
      <Box>
        <JournalIdentity publication={p} heading={{ as: 'h1', size: 'xl' }} inlineFields />
        <MemberButtonsSlot
          resourceType="JOURNAL"
          resourceId={p.id}
          scope={{ ARTICLE: [], FIGURE: [], TABLE: [], JOURNAL: [p.id] }}
          siteId={siteId}
          title={p.title}
        />
        <AlertButtonsSlot
          targets={[
            { type: 'CURRENT', publicationId: p.id },
            { type: 'ONLINE_FIRST', publicationId: p.id },
          ]}
          siteId={siteId}
          title={p.title}
        />
      </Box>
    </Flex>
  );
}
