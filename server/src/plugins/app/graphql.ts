/**
 * GraphQL at /graphql with mercurius: the executable schema of schema/*.graphql with the resolvers (graphql/schema.ts),
 * the work limits of graphql/limits.ts, shared error codes (graphql/errors.ts) and a context per request
 * (graphql/context.ts) that can start or end the browser's session and count account actions against their budget.
 * Its rc-pub calls are bounded by GRAPHQL_UPSTREAM_TIMEOUT_MS (UPSTREAM_TIMEOUT past it); introspection answers only
 * with GRAPHQL_INTROSPECTION on; an answer that may carry a member's data (a request with a session cookie, any
 * mutation) is `Cache-Control: private, no-store` (docs/product/calls-and-errors.md#graphql-over-http).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Kind, NoSchemaIntrospectionCustomRule, type DocumentNode, type ValidationRule } from 'graphql';
import mercurius from 'mercurius';
import { ErrorCode } from 'rc-pub/contract';
import { requestOrigin } from '../../domain/citation.js';
import { MEMBER_DATA_CACHE_CONTROL } from '../../domain/member.js';
import { resolveLanguage } from '../../domain/request.js';
import { buildContext } from '../../graphql/context.js';
import { makeErrorFormatter } from '../../graphql/errors.js';
import { GRAPHQL_LIMITS, graphqlLimitRules } from '../../graphql/limits.js';
import { resolvers } from '../../graphql/resolvers/index.js';
import { buildExecutableSchema } from '../../graphql/schema.js';
import { sessionControl } from '../../member/session.js';
import { isAnonymous } from '../../page-cache/keys.js';
import type { GatewayPluginOptions } from './gateway.js';

/** The GraphQL endpoint. */
export const GRAPHQL_PATH = '/graphql';

/** True when `document` holds a mutation (or subscription): its answer is about the member or changes something. */
export function hasMutation(document: DocumentNode): boolean {
  return document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation !== 'query');
}

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
    validationRules: [
      ...graphqlLimitRules(),
      // `__schema` and `__type` are refused as BAD_REQUEST ("GraphQL introspection has been disabled ...")
      ...(config.graphqlIntrospection ? [] : [NoSchemaIntrospectionCustomRule as ValidationRule]),
    ],
    graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens } },
    errorFormatter: makeErrorFormatter(config.nodeEnv === 'production') as never,
    context: (req, reply) =>
      buildContext(services, {
        host: req.headers.host,
        cookies: (req.cookies ?? {}) as Record<string, string | undefined>,
        languageHeader: req.headers['x-language'] as string | undefined,
        requestId: req.id,
        // a browser waits for its answer: a hung rc-pub ends it with UPSTREAM_TIMEOUT like a page's render deadline
        timeoutMs: config.graphqlUpstreamTimeoutMs,
        timeoutCode: ErrorCode.UPSTREAM_TIMEOUT,
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
  // A member's session: everything answered is theirs (set before any answer, refusals included).
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.split('?')[0] !== GRAPHQL_PATH) return;
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
    if (!isAnonymous(cookies)) reply.header('cache-control', MEMBER_DATA_CACHE_CONTROL);
  });
  // A mutation's answer is never cached, whoever sends it (in-process execution has no reply).
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const reply = (context as { reply?: FastifyReply }).reply;
    if (reply && hasMutation(document)) reply.header('cache-control', MEMBER_DATA_CACHE_CONTROL);
  });
}

/** Registers mercurius at {@link GRAPHQL_PATH} (module docs); `app.graphql` runs operations in-process (SSR). */
export const graphqlPlugin = fp(graphql, {
  name: 'graphql',
  fastify: '5.x',
  // the context reads the parsed cookies and counts account actions with the rate limiter's budget
  dependencies: ['gateway', 'cookie', 'rate-limit'],
});
