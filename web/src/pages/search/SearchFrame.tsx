/**
 * A search page without results (no keyword, a failed search, the advanced form): one query for the frame only,
 * the page inside it. Site errors keep QueryError's handling (docs/product/calls-and-errors.md#how-pages-show-errors).
 */
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { QueryError } from '../../app/QueryError.js';
import { useSiteArgs } from '../../app/site.js';
import { Title } from '../../app/Title.js';
import { useStatus } from '../../app/ssrStatus.js';
import { Frame } from '../../components/frame/Frame.js';
import { graphql } from '../../gql/index.js';

export const SearchFrameQuery = graphql(`
  query SearchFrame($sld: String, $siteId: Int) {
    site(sld: $sld, id: $siteId) { ...Frame_site }
  }
`);

function Status({ status }: { status: number }) {
  useStatus(status);
  return null;
}

/** Renders `children` in the site's frame with the page title; `status` sets the server response status. */
export function SearchFrame({ title, status, children }: { title: string; status?: number; children: ReactNode }) {
  const site = useSiteArgs();
  const { data, error } = useQuery(SearchFrameQuery, { variables: { sld: site.sld, siteId: site.id } });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  return (
    <Frame site={data.site}>
      {status !== undefined && <Status status={status} />}
      <Title page={title} site={data.site.name} />
      {children}
    </Frame>
  );
}
