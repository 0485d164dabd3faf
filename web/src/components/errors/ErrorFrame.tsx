/**
 * The site's frame around an error page ("every page keeps the site frame, error pages included"): the 404
 * page and /errorPage show the header, menus and footer of the request's site (from the route params, else the Host)
 * when that site can be shown. When it cannot (docs/product/sites-and-frame.md#site-states), the server answers the
 * site's state instead (an unknown, expired or under-maintenance site: components/errors/siteStateDocument.tsx), and
 * a forbidden site's page stands alone in a plain container; it never redirects, so an error page cannot loop.
 */
import type { ReactNode } from 'react';
import type { Params } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Container } from '@chakra-ui/react';
import { siteArgsFromParams, useSiteArgs } from '../../app/site.js';
import { Frame } from '../frame/Frame.js';
import { graphql } from '../../gql/index.js';
import { useRenderOutcome } from '../../app/ssrStatus.js';

export const ErrorFrameQuery = graphql(`
  query ErrorFrame($sld: String, $id: Int) {
    site(sld: $sld, id: $id) { ...Frame_site }
  }
`);

/**
 * The frame's query for a URL: the 404 route's loader (a `PageLoader`, routes/lazy.tsx), which the server runs before
 * the one render.
 */
export function errorFrameLoader({ params }: { params: Params }) {
  return { query: ErrorFrameQuery, variables: { ...siteArgsFromParams(params) } };
}

/**
 * `children` inside the site's frame, or in a plain container while the site is unknown or cannot be shown.
 * `fetchInBrowser` false: the browser only uses what the server rendered (for /errorPage, whose site usually fails).
 */
export function ErrorFrame({ children, fetchInBrowser = true }: { children: ReactNode; fetchInBrowser?: boolean }) {
  const { data, error } = useQuery(ErrorFrameQuery, {
    variables: useSiteArgs(),
    fetchPolicy: import.meta.env.SSR || fetchInBrowser ? 'cache-first' : 'cache-only',
  });
  const outcome = useRenderOutcome();
  if (data?.site) return <Frame site={data.site}>{children}</Frame>;
  // the server's render records the failed lookup; entry-server answers the site's state when it is one
  const failed = CombinedGraphQLErrors.is(error) ? error.errors.find((e) => e.path?.[0] === 'site') : undefined;
  const code = failed?.extensions?.code;
  if (import.meta.env.SSR && typeof code === 'string') {
    const phone = failed?.extensions?.phone;
    outcome.siteState = typeof phone === 'string' ? { code, phone } : { code };
  }
  return <Container maxW="800px">{children}</Container>;
}
