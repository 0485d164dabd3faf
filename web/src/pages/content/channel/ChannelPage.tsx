/**
 * Channel content page (`/newPeriodIntroduce/{siteId}/{id}/{lang}`, docs/product/content.md#journal-information-pages; the target of the periodIntroduce,
 * introduce, reader, situation, column and contact menu codes): the channel name, the journal's information for the
 * code (journal/JournalFacts.tsx: facts of the site's journal, the columns, demo notes for what the data lacks)
 * and the channel's HTML content, under the journal bar and breadcrumb (docs/product/sites-and-frame.md#journal-bar). The channel must be a menu item of the site (another site's id is 404).
 */
import { Box, Heading, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { QueryError } from '../../../app/QueryError.js';
import { siteArgsFromParams } from '../../../app/site.js';
import { Title } from '../../../app/Title.js';
import { Frame } from '../../../components/frame/Frame.js';
import { graphql } from '../../../gql/index.js';
import type { PageLoader } from '../../../routes/lazy.js';
import type { ChannelView_ChannelFragment, JournalFacts_PublicationFragment } from '../../../gql/graphql.js';
import NotFoundPage from '../../../components/errors/NotFoundPage.js';
import { BODY_CLASS } from '../../../components/content/bodyStyles.js';
import { ContentNotFound } from '../../../components/content/ContentNotFound.js';
import { idParam } from '../../../components/content/params.js';
import { JournalTrail } from '../../../components/journalnav/JournalTrail.js';
import { SiteDefault, siteDefaultLoader } from '../../../components/sitedefault/SiteDefault.js';
import { JournalFacts } from '../journal/JournalFacts.js';
import { JournalIntl } from '../journal/JournalIntl.js';

/** The menu codes of the journal information pages (they show the site's journal). */
const JOURNAL_CODES = new Set(['periodIntroduce', 'introduce', 'reader', 'situation', 'column', 'contact']);

export const ChannelView_channel = graphql(`
  fragment ChannelView_channel on Channel {
    id
    code
    name
    content
    journalColumns { ...ColumnList_column }
  }
`);

export const ChannelPageQuery = graphql(`
  query ChannelPage($sld: String, $siteId: Int, $id: Int!) {
    site(sld: $sld, id: $siteId) {
      ...Frame_site
      name
      channelOnSite(id: $id) { ...ChannelView_channel }
      publication { ...JournalFacts_publication }
    }
  }
`);

const messages = defineMessages({
  empty: { id: 'content.channel.empty', defaultMessage: 'No content has been published here yet.' },
});

/** The channel's name, the journal information of its code and its content. */
export function ChannelView({
  channel,
  publication,
}: {
  channel: ChannelView_ChannelFragment;
  publication: JournalFacts_PublicationFragment | null;
}) {
  const intl = useIntl();
  const info = (
    <JournalIntl>
      <JournalFacts
        code={channel.code}
        publication={publication}
        columns={channel.journalColumns}
        menuId={channel.id}
      />
    </JournalIntl>
  );
  const hasInfo = channel.code === 'column' || (publication !== null && JOURNAL_CODES.has(channel.code));
  return (
    <Box as="article" maxW="900px" mx="auto" data-testid="channel" data-code={channel.code}>
      <Heading as="h1" size="2xl" mb="4" pb="2" borderBottom="2px solid var(--theme-bottom-line)">
        {channel.name}
      </Heading>
      {info}
      {channel.content?.trim() ? (
        <Box className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: channel.content }} />
      ) : (
        !hasInfo && <Text color="gray.600">{intl.formatMessage(messages.empty)}</Text>
      )}
    </Box>
  );
}

function Channel({ id }: { id: number }) {
  const site = siteArgsFromParams(useParams());
  const { data, error } = useQuery(ChannelPageQuery, { variables: { sld: site.sld, siteId: site.id, id } });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  return (
    <Frame site={data.site}>
      {data.site.channelOnSite ? (
        <>
          <Title page={data.site.channelOnSite.name} site={data.site.name} />
          <JournalTrail
            site={data.site}
            journal={data.site.publication}
            trail={[{ label: data.site.channelOnSite.name }]}
          />
          <ChannelView channel={data.site.channelOnSite} publication={data.site.publication ?? null} />
        </>
      ) : (
        <ContentNotFound site={data.site.name} />
      )}
    </Frame>
  );
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = ({ params }) => {
  // a bare /newPeriodIntroduce stands for the journal's introduction (docs/product/sites-and-frame.md#bare-routes)
  if (params.id === undefined) return siteDefaultLoader(params, 'journal');
  const id = idParam(params.id);
  if (id === null) return null;
  const site = siteArgsFromParams(params);
  return { query: ChannelPageQuery, variables: { sld: site.sld, siteId: site.id, id } };
};

/** The channel route component. */
export default function ChannelPage() {
  const params = useParams();
  if (params.id === undefined) return <SiteDefault kind="journal" />;
  const id = idParam(params.id);
  if (id === null) return <NotFoundPage />;
  return <Channel id={id} />;
}
