/**
 * Channel content page (SPEC §2 `/newPeriodIntroduce/{siteId}/{id}/{lang}`, the target of the periodIntroduce,
 * introduce, reader, situation, column and contact menu codes): the channel name and its HTML content.
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
import type { ChannelView_ChannelFragment } from '../../../gql/graphql.js';
import NotFoundPage from '../../errors/NotFoundPage.js';
import { BODY_CLASS } from '../article/bodyStyles.js';
import { ContentNotFound } from '../common/ContentNotFound.js';
import { idParam } from '../common/params.js';

export const ChannelView_channel = graphql(`
  fragment ChannelView_channel on Channel {
    id
    code
    name
    content
  }
`);

export const ChannelPageQuery = graphql(`
  query ChannelPage($sld: String, $siteId: Int, $id: Int!) {
    site(sld: $sld, id: $siteId) { ...Frame_site }
    channel(id: $id) { ...ChannelView_channel }
  }
`);

const messages = defineMessages({
  empty: { id: 'content.channel.empty', defaultMessage: 'No content has been published here yet.' },
});

/** The channel's name and content. */
export function ChannelView({ channel }: { channel: ChannelView_ChannelFragment }) {
  const intl = useIntl();
  return (
    <Box as="article" maxW="900px" mx="auto" data-testid="channel" data-code={channel.code}>
      <Heading as="h1" size="2xl" mb="4" pb="2" borderBottom="2px solid var(--theme-bottom-line)">
        {channel.name}
      </Heading>
      {channel.content?.trim() ? (
        <Box className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: channel.content }} />
      ) : (
        <Text color="gray.600">{intl.formatMessage(messages.empty)}</Text>
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
      {data.channel ? (
        <>
          <Title page={data.channel.name} site={data.site.name} />
          <ChannelView channel={data.channel} />
        </>
      ) : (
        <ContentNotFound site={data.site.name} />
      )}
    </Frame>
  );
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = ({ params }) => {
  const id = idParam(params.id);
  if (id === null) return null;
  const site = siteArgsFromParams(params);
  return { query: ChannelPageQuery, variables: { sld: site.sld, siteId: site.id, id } };
};

/** The channel route component. */
export default function ChannelPage() {
  const id = idParam(useParams().id);
  if (id === null) return <NotFoundPage />;
  return <Channel id={id} />;
}
