/**
 * Bare routes (docs/product/sites-and-frame.md#bare-routes): a content route reached without its ids (`/newsInfo`,
 * `/newAlbumList`, `/newEditorial`, …) stands for the site's own default, the first menu item of the route's codes
 * (Site.defaultNav). The page answers 302 to that item's target (the same href the header menu uses); a site that
 * has no such item gets a readable 'none yet' page in its frame (HTTP 200) with a way back to its home page.
 */
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Heading } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import { useLang } from '../../app/lang.js';
import en from '../../i18n/en/sitedefault.json';
import zh from '../../i18n/zh/sitedefault.json';

const catalogues = { zh, en };
import { QueryError } from '../../app/QueryError.js';
import { siteArgsFromParams } from '../../app/site.js';
import { useRenderOutcome } from '../../app/ssrStatus.js';
import { Title } from '../../app/Title.js';
import { graphql } from '../../gql/index.js';
import type { PageQuery } from '../../routes/lazy.js';
import { Frame } from '../frame/Frame.js';

/** What a bare route stands for. */
export type SiteDefaultKind = 'news' | 'albums' | 'items' | 'board' | 'journal';

/** The menu codes of each kind, per docs/product/sites-and-frame.md#where-a-menu-item-leads; the first in menu order wins. */
export const DEFAULT_CODES: Record<SiteDefaultKind, string[]> = {
  news: ['newNews', 'news'],
  albums: ['virtualAlbum', 'newAlbum'],
  items: ['newItem', 'item'],
  board: ['editorial'],
  journal: ['periodIntroduce', 'introduce'],
};

export const SiteDefaultQuery = graphql(`
  query SiteDefault($sld: String, $siteId: Int, $codes: [String!]!) {
    site(sld: $sld, id: $siteId) {
      ...Frame_site
      name
      defaultNav(codes: $codes) { id target { href external } }
    }
  }
`);

const messages = defineMessages({
  news: { id: 'content.default.news', defaultMessage: 'This site has no news yet.' },
  albums: { id: 'content.default.albums', defaultMessage: 'This site has no albums yet.' },
  items: { id: 'content.default.items', defaultMessage: 'This site has no special items yet.' },
  board: { id: 'content.default.board', defaultMessage: 'This site has no editorial board yet.' },
  journal: { id: 'content.default.journal', defaultMessage: 'This site has no journal introduction yet.' },
  title: { id: 'content.default.title', defaultMessage: 'Nothing here yet' },
  home: { id: 'content.default.home', defaultMessage: 'Back to the home page' },
});

/** The loader's query for a bare route of `kind` (the site from the route's siteId, else the Host). */
export function siteDefaultLoader(
  params: Readonly<Record<string, string | undefined>>,
  kind: SiteDefaultKind,
): PageQuery {
  const site = siteArgsFromParams(params);
  return { query: SiteDefaultQuery, variables: { sld: site.sld, siteId: site.id, codes: DEFAULT_CODES[kind] } };
}

/** 302 from the server render, a replacing navigation in the browser. */
function Found({ to }: { to: string }) {
  const outcome = useRenderOutcome();
  outcome.redirect = to;
  outcome.redirectStatus = 302;
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

function SiteDefaultScreen({ kind }: { kind: SiteDefaultKind }) {
  const intl = useIntl();
  const lang = useLang();
  const site = siteArgsFromParams(useParams());
  const { data, error } = useQuery(SiteDefaultQuery, {
    variables: { sld: site.sld, siteId: site.id, codes: DEFAULT_CODES[kind] },
  });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const target = data.site.defaultNav?.target;
  if (target && !target.external) return <Found to={target.href} />;
  return (
    <Frame site={data.site}>
      <Title page={intl.formatMessage(messages.title)} site={data.site.name} />
      <Box py="16" textAlign="center" data-testid="none-yet" data-kind={kind}>
        <Heading as="h1" size="xl" mb="4">
          {intl.formatMessage(messages[kind])}
        </Heading>
        <Box asChild color="blue.700" textDecoration="underline">
          <Link to={`/?lang=${lang}`}>{intl.formatMessage(messages.home)}</Link>
        </Box>
      </Box>
    </Frame>
  );
}

/** The bare route of `kind`: the redirect to the site's default, or the 'none yet' page (texts: sitedefault.json). */
export function SiteDefault({ kind }: { kind: SiteDefaultKind }) {
  return (
    <ChunkCatalogue catalogues={catalogues}>
      <SiteDefaultScreen kind={kind} />
    </ChunkCatalogue>
  );
}
