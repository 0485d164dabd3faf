/**
 * GraphiQL at /graphiql (GRAPHIQL=on; off by default in production, and always off with GRAPHQL_INTROSPECTION=off,
 * since it reads the schema by introspection: docs/product/calls-and-errors.md#graphql-over-http), served entirely
 * from this server: mercurius 16's GraphiQL page loads React and GraphiQL from a CDN, so it is blank offline and would
 * need the CDN in its Content-Security-Policy. This page loads the same builds (graphiql 3.8.3 with React 18 UMD, the
 * versions mercurius 16 uses) from the npm packages, starts them from a small local script (no inline script), and
 * has its own policy: scripts and connections to this origin only, inline styles for CodeMirror.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayPluginOptions } from './gateway.js';
import { GRAPHQL_PATH } from './graphql.js';

const require = createRequire(import.meta.url);
const pkgDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/** The policy of the GraphiQL page and its assets. */
export const GRAPHIQL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Asset name → [file, content type]. */
function assets(): Record<string, [string, string]> {
  const js = 'text/javascript; charset=utf-8';
  return {
    'react.js': [path.join(pkgDir('react-18'), 'umd/react.production.min.js'), js],
    'react-dom.js': [path.join(pkgDir('react-dom-18'), 'umd/react-dom.production.min.js'), js],
    'graphiql.js': [path.join(pkgDir('graphiql'), 'graphiql.min.js'), js],
    'graphiql.css': [path.join(pkgDir('graphiql'), 'graphiql.min.css'), 'text/css; charset=utf-8'],
  };
}

/** Starts GraphiQL against `endpoint` (served as /graphiql/assets/start.js). */
function startScript(endpoint: string): string {
  return `(function () {
  var fetcher = GraphiQL.createFetcher({ url: ${JSON.stringify(endpoint)} });
  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  root.render(React.createElement(GraphiQL, { fetcher: fetcher, defaultEditorToolsVisibility: true }));
})();
`;
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>GraphiQL · rc-portal</title>
<link rel="stylesheet" href="/graphiql/assets/graphiql.css">
</head>
<body style="margin:0;height:100vh;overflow:hidden">
<div id="graphiql" style="height:100vh">Loading GraphiQL…</div>
<script src="/graphiql/assets/react.js"></script>
<script src="/graphiql/assets/react-dom.js"></script>
<script src="/graphiql/assets/graphiql.js"></script>
<script src="/graphiql/assets/start.js"></script>
</body>
</html>
`;

async function graphiql(app: FastifyInstance, { config }: GatewayPluginOptions): Promise<void> {
  if (!config.graphiql) return;
  const files = assets();
  const start = startScript(GRAPHQL_PATH);
  app.get('/graphiql', async (_req, reply) =>
    reply
      .header('content-security-policy', GRAPHIQL_CSP)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(PAGE),
  );
  app.get<{ Params: { name: string } }>('/graphiql/assets/:name', async (req, reply) => {
    reply.header('content-security-policy', GRAPHIQL_CSP).header('cache-control', 'public, max-age=86400');
    if (req.params.name === 'start.js') return reply.type('text/javascript; charset=utf-8').send(start);
    const f = Object.hasOwn(files, req.params.name) ? files[req.params.name] : undefined;
    if (!f) return reply.code(404).type('text/plain; charset=utf-8').send('No such GraphiQL asset');
    return reply.type(f[1]).send(fs.createReadStream(f[0]));
  });
}

/** Registers GET /graphiql and its assets, querying {@link GRAPHQL_PATH}, when GRAPHIQL is on. */
export const graphiqlPlugin = fp(graphiql, { name: 'graphiql', fastify: '5.x', dependencies: ['graphql'] });
