/**
 * Column pages (docs/product/sites-and-frame.md#column-pages): /aboutus (query columnId, columnName, index, parentIndex, bannerId, childId),
 * /newLink1, /newLeaguage (query including styleId=4), /science and the fallback /{code} of any other menu code (query
 * columnId, columnName, index, parentIndex, code, bannerId, childId, newsDataType). One page module serves them all
 * (budget: one route-table entry): the page's code comes from the path, the column from `columnId` (else
 * `childId`, else the site's first column of that code). Only `columnId`/`childId` choose what is shown; the other
 * query values (names, positions, banner, styleId) are the menu's and are ignored. An unknown column, one of another
 * site or of a code the page does not serve answers the 404 page inside the site's frame.
 */
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { QueryError } from '../../app/QueryError.js';
import { Title } from '../../app/Title.js';
import { Frame } from '../../components/frame/Frame.js';
import { graphql } from '../../gql/index.js';
import type { PageLoader } from '../../routes/lazy.js';
import NotFoundPage from '../../components/errors/NotFoundPage.js';
import { ContentNotFound } from '../../components/content/ContentNotFound.js';
import { idParam } from '../../components/content/params.js';
import { ColumnView } from './ColumnView.js';
import { SitePagesIntl } from './SitePagesIntl.js';

export const ColumnPageQuery = graphql(`
  query ColumnPage($code: String!, $id: Int) {
    site {
      ...Frame_site
      id
      column(id: $id, code: $code) { ...ColumnView_column }
    }
  }
`);

/** The menu code each named column path serves (docs/product/sites-and-frame.md#column-pages); any other single segment is the code itself. */
const PATH_CODES: Readonly<Record<string, string>> = {
  aboutus: 'aboutus',
  newLink1: 'newLink',
  newLeaguage: 'newLeaguage',
  science: 'science',
};

/** A menu code as a path segment can carry it (letters, digits, '_' and '-'); anything else is no column. */
const CODE = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

/**
 * The gateway's own single-segment paths (GraphQL, GraphiQL when it is off, health, OAI-PMH, the usage beacon, mail
 * and sign-in handlers, the rc-pub pass-through): never a menu code, so they answer the 404 page at once, without
 * asking rc-pub for a column (with rc-pub down, /graphiql would otherwise answer 502).
 */
const RESERVED = new Set(['graphql', 'graphiql', 'healthz', 'oai', 'usage', 'mail', 'oidc', 'rc-pub', 'files']);

/** What a column URL asks for: the page's code and the column id, or null when it cannot name a column (404). */
export function columnArgs(pathname: string, search: URLSearchParams): { code: string; id: number | null } | null {
  const segment = pathname.split('/')[1] ?? '';
  const code = PATH_CODES[segment] ?? segment;
  if (!CODE.test(code) || RESERVED.has(code)) return null;
  const rawId = search.get('columnId') || search.get('childId');
  const id = rawId ? idParam(rawId) : null;
  if (rawId && id === null) return null;
  return { code, id };
}

function Column({ code, id }: { code: string; id: number | null }) {
  const { data, error } = useQuery(ColumnPageQuery, { variables: { code, id } });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const column = data.site.column;
  return (
    <Frame site={data.site}>
      {column ? (
        <SitePagesIntl>
          <Title page={column.name} site={data.site.name} />
          <ColumnView column={column} siteId={data.site.id} />
        </SitePagesIntl>
      ) : (
        <ContentNotFound site={data.site.name} />
      )}
    </Frame>
  );
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = ({ pathname, search }) => {
  const args = columnArgs(pathname, search);
  return args ? { query: ColumnPageQuery, variables: args } : null;
};

/** The column route component (every path of routes/sitepages.tsx). */
export default function ColumnPage() {
  const { pathname, search } = useLocation();
  const args = columnArgs(pathname, new URLSearchParams(search));
  if (!args) return <NotFoundPage />;
  return <Column code={args.code} id={args.id} />;
}
