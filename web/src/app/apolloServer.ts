/**
 * Apollo Client for one server render. Its link runs operations in-process through the gateway's `execute`
 * (mercurius `app.graphql`, STACK-NOTES: +16% over HTTP to itself); it is created inside the SSR bundle so it shares
 * the bundle's @apollo/client instance.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { type DocumentNode, getOperationAST, print } from 'graphql';
import { Observable } from 'rxjs';
import type { SsrRequest } from '../ssr-contract.js';
import { typePolicies } from './apolloCache.js';
import type { Lang } from './lang.js';

/**
 * The printed text of each document, printed once per process: Apollo hands the link the same (transformed) document
 * object for every request of a page, and printing it on every render cost a few percent of the render.
 */
const printed = new WeakMap<DocumentNode, string>();
function printOnce(doc: DocumentNode): string {
  let text = printed.get(doc);
  if (text === undefined) {
    text = print(doc);
    printed.set(doc, text);
  }
  return text;
}

/** An ApolloLink that executes each operation with `req.execute` in the given language. */
export function inProcessLink(req: Pick<SsrRequest, 'execute'>, lang: Lang): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let active = true;
        req
          .execute(printOnce(operation.query), operation.variables, operation.operationName, { lang })
          .then((result) => {
            if (!active) return;
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => {
            if (active) observer.error(error);
          });
        return () => {
          active = false;
        };
      }),
  );
}

/**
 * A per-request SSR client (ssrMode: no refetches, no polling). Its cache has the browser's type policies but not
 * Apollo's memoized reads (`resultCaching`): they pay for tracking every field read so that reading unchanged data
 * again is free, which the browser's cache, read again after every update, needs; a render's cache lives for one
 * request and reads each query once or twice, and the tracking cost more than the reads (bench/README.md, uncached
 * article pages).
 */
export function createServerClient(req: Pick<SsrRequest, 'execute'>, lang: Lang): ApolloClient {
  return new ApolloClient({
    ssrMode: true,
    cache: new InMemoryCache({ typePolicies, resultCaching: false }),
    link: inProcessLink(req, lang),
  });
}

/**
 * Runs a page's one query (its route loader's) through `req.execute` and writes the answer into `client`'s cache, so
 * the render reads it from there ("render once"). Apollo's `client.query` would do the same and then read
 * the whole result back out of the cache for its own answer, which the render never uses (a fifth of an article
 * render's CPU went to that read-back).
 * @returns true when the query answered data without errors (the cache is filled); false otherwise, nothing written
 *   (Apollo does not cache errors; the caller renders through the page's own useQuery instead).
 */
export async function prefetchQuery(
  req: Pick<SsrRequest, 'execute'>,
  lang: Lang,
  client: ApolloClient,
  query: DocumentNode,
  variables: Record<string, unknown>,
): Promise<boolean> {
  const doc = client.cache.transformDocument(query); // the document Apollo's own fetch would send (__typename added)
  const result = await req.execute(printOnce(doc), variables, getOperationAST(doc)?.name?.value, { lang });
  if (result.errors?.length || !result.data) return false;
  client.cache.writeQuery({ query, variables, data: result.data });
  return true;
}
