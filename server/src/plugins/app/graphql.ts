/**
 * GraphQL at /graphql with mercurius: the executable schema of schema/*.graphql with the resolvers (graphql/schema.ts),
 * the work limits of graphql/limits.ts, shared error codes (graphql/errors.ts) and a context per request
 * (graphql/context.ts) that can start or end the browser's session and count account actions against their budget.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mercurius from 'mercurius';
import { requestOrigin } from '../../domain/citation.js';
import { resolveLanguage } from '../../domain/request.js';
import { buildContext } from '../../graphql/context.js';
import { makeErrorFormatter } from '../../graphql/errors.js';
import { GRAPHQL_LIMITS, graphqlLimitRules } from '../../graphql/limits.js';
import { resolvers } from '../../graphql/resolvers/index.js';
import { buildExecutableSchema } from '../../graphql/schema.js';
import { sessionControl } from '../../member/session.js';
import type { GatewayPluginOptions } from './gateway.js';

/** The GraphQL endpoint. */
export const GRAPHQL_PATH = '/graphql';

async function graphql(app: FastifyInstance, { config }: GatewayPluginOptions): Promise<void> {
  const services = app.gateway;
  await app.register(mercurius, {
    // An executable schema (graphql-tools): mercurius's own enum support cannot give enums internal values.
    schema: buildExecutableSchema(resolvers),
    // GraphiQL is served locally by graphiqlPlugin (mercurius's page loads it from a CDN).
    graphiql: false,
    path: GRAPHQL_PATH,
    // Depth, aliases and cost: graphql-armor rules (graphql/limits.ts). They exempt introspection, which
    // mercurius's own `queryDepth` did not (GraphiQL's introspection query is 15 deep and was refused).
    validationRules: graphqlLimitRules(),
    graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens } },
    errorFormatter: makeErrorFormatter(config.nodeEnv === 'production') as never,
    context: (req, reply) =>
      buildContext(services, {
        host: req.headers.host,
        cookies: (req.cookies ?? {}) as Record<string, string | undefined>,
        languageHeader: req.headers['x-language'] as string | undefined,
        requestId: req.id,
        origin: requestOrigin(req.protocol, req.host),
        clientIp: req.ip,
        userAgent: req.headers['user-agent'],
        request: {
          session: sessionControl(reply, req.protocol === 'https'),
          countAccountAction: () =>
            app.countAccountAction(
              req,
              reply,
              resolveLanguage(req.headers['x-language'] as string | undefined, req.cookies?.language),
            ),
        },
      }),
  });
}

/** Registers mercurius at {@link GRAPHQL_PATH} (module docs); `app.graphql` runs operations in-process (SSR). */
export const graphqlPlugin = fp(graphql, {
  name: 'graphql',
  fastify: '5.x',
  // the context reads the parsed cookies and counts account actions with the rate limiter's budget
  dependencies: ['gateway', 'cookie', 'rate-limit'],
});
