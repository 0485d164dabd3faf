/**
 * The advanced search route (/seniorSearch, docs/product/search.md#advanced-search): the form and the syntax help in the site's frame. The texts only
 * this page shows (web/src/i18n/{zh,en}/advanced.json) come with its chunk (app/chunkCatalogue.tsx), and so do the
 * time range and operator labels it shares with the result pages (searchResults.json, SearchResultsIntl.tsx).
 */
import { Grid, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { AdvancedForm } from './AdvancedForm.js';
import { advancedMessages } from './advancedMessages.js';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import { siteArgsFromParams } from '../../app/site.js';
import en from '../../i18n/en/advanced.json';
import zh from '../../i18n/zh/advanced.json';
import type { PageLoader } from '../../routes/lazy.js';
import { SearchFrame, SearchFrameQuery } from './SearchFrame.js';
import { SearchResultsIntl } from './SearchResultsIntl.js';
import { SyntaxHelp } from './SyntaxHelp.js';

/** The route's one query: the frame (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = ({ params }) => {
  const site = siteArgsFromParams(params);
  return { query: SearchFrameQuery, variables: { sld: site.sld, siteId: site.id } };
};

/** This page's own messages (see the module comment). */
const catalogues = { zh, en };

function AdvancedSearch() {
  const intl = useIntl();
  const location = useLocation();
  const title = intl.formatMessage(advancedMessages.advancedTitle);
  return (
    <SearchFrame title={title}>
      <Heading as="h1" size="xl" mb="4" pb="2" borderBottom="2px solid var(--theme-bottom-line)">
        {title}
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 1fr' }} gap="8">
        <AdvancedForm search={new URLSearchParams(location.search)} />
        <SyntaxHelp />
      </Grid>
    </SearchFrame>
  );
}

/** The /seniorSearch route component. */
export default function AdvancedSearchPage() {
  return (
    <ChunkCatalogue catalogues={catalogues}>
      <SearchResultsIntl>
        <AdvancedSearch />
      </SearchResultsIntl>
    </ChunkCatalogue>
  );
}
