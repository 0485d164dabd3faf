/**
 * Shapes of a GraphQL request that mercurius would turn into a 200 "Internal error" (and a logged stack), refused
 * before it with a GraphQL-shaped error body (docs/product/calls-and-errors.md#graphql-over-http):
 * - a POST whose body is a batched array (batching is off: each operation is its own request, so rate limits and
 *   complexity limits count every one), no JSON object, or one whose `query` is no string, `variables` no object or
 *   `operationName` no string: 400 BAD_REQUEST with a sentence saying what to send;
 * - a `query` (GET or POST) that is JSON text rather than a GraphQL document: mercurius would take it for a parsed
 *   syntax tree (skipping the token limit, and failing inside validation on anything else): 400 BAD_REQUEST;
 * - a GET carrying a mutation: 405 METHOD_NOT_ALLOWED with `Allow: POST` (a GET may be repeated or prefetched, so it
 *   must not change anything);
 * - a GET naming an operation its document does not hold: 400 BAD_REQUEST.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { getOperationAST, parse, type DocumentNode } from 'graphql';
import { ErrorCode } from 'rc-pub/contract';
import { GRAPHQL_LIMITS } from '../../graphql/limits.js';
import { isGraphqlRequest, refuse } from '../../security/refusal.js';

/** The parsed document of a GET's `query`, or null when it has none or does not parse (mercurius answers those). */
function parseGetQuery(query: unknown): DocumentNode | null {
  if (typeof query !== 'string' || !query) return null;
  try {
    return parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens, noLocation: true });
  } catch {
    return null;
  }
}

/** Refuses a GET whose operation is not a query, or names none of the document's operations. */
function checkGet(req: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const q = (req.query ?? {}) as Record<string, unknown>;
  if (isJsonText(q.query)) return refuseJsonQuery(req, reply);
  const document = parseGetQuery(q.query);
  if (!document) return undefined;
  const name = typeof q.operationName === 'string' && q.operationName ? q.operationName : undefined;
  const operation = getOperationAST(document, name);
  if (!operation) {
    return refuse(req, reply, {
      status: 400,
      code: ErrorCode.BAD_REQUEST,
      message: name
        ? `The document has no operation named "${name.slice(0, 100)}".`
        : 'The document holds several operations: name one with operationName.',
      messageZh: '请求中没有可执行的操作。',
    });
  }
  if (operation.operation === 'query') return undefined;
  reply.header('allow', 'POST');
  return refuse(req, reply, {
    status: 405,
    code: ErrorCode.METHOD_NOT_ALLOWED,
    message: `A ${operation.operation} must be sent with POST; GET runs queries only.`,
    messageZh: '修改操作必须使用 POST 请求。',
  });
}

/**
 * True when `query` is JSON text (a number, `null`, an object ...). No GraphQL document is valid JSON: a selection set
 * holds names, not quoted keys, and the other JSON values are no definitions. Cheap: a document fails at its first
 * characters.
 */
export function isJsonText(query: unknown): boolean {
  if (typeof query !== 'string') return false;
  try {
    JSON.parse(query);
    return true;
  } catch {
    return false;
  }
}

/** Refuses a `query` that is JSON text ({@link isJsonText}). */
function refuseJsonQuery(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return refuse(req, reply, {
    status: 400,
    code: ErrorCode.BAD_REQUEST,
    message: 'The query must be a GraphQL document such as "{ language }".',
    messageZh: 'query 必须是 GraphQL 查询文本。',
  });
}

/** The first member of a POST body with the wrong JSON type (absent and null are allowed), or undefined. */
function wrongMember(body: Record<string, unknown>): 'query' | 'variables' | 'operationName' | undefined {
  const set = (v: unknown) => v !== undefined && v !== null;
  if (set(body.query) && typeof body.query !== 'string') return 'query';
  if (set(body.variables) && (typeof body.variables !== 'object' || Array.isArray(body.variables))) return 'variables';
  if (set(body.operationName) && typeof body.operationName !== 'string') return 'operationName';
  return undefined;
}

async function graphqlBody(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (req, reply) => {
    if (!isGraphqlRequest(req)) return;
    if (req.method === 'GET') return checkGet(req, reply);
    if (req.method !== 'POST') return;
    const body: unknown = req.body;
    if (Array.isArray(body)) {
      return refuse(req, reply, {
        status: 400,
        code: ErrorCode.BAD_REQUEST,
        message: 'Batched queries are not supported: send one operation ({"query": ...}) per request.',
        messageZh: '不支持批量查询：每个请求只发送一个操作。',
      });
    }
    if (typeof body !== 'object' || body === null) {
      return refuse(req, reply, {
        status: 400,
        code: ErrorCode.BAD_REQUEST,
        message: 'The request body must be a JSON object such as {"query": "{ language }"}.',
        messageZh: '请求体必须是 JSON 对象。',
      });
    }
    const wrong = wrongMember(body as Record<string, unknown>);
    if (wrong) {
      return refuse(req, reply, {
        status: 400,
        code: ErrorCode.BAD_REQUEST,
        message: `"${wrong}" of a GraphQL request must be ${wrong === 'variables' ? 'a JSON object' : 'a string'}.`,
        messageZh: `GraphQL 请求的 ${wrong} 格式不正确。`,
      });
    }
    if (isJsonText((body as Record<string, unknown>).query)) return refuseJsonQuery(req, reply);
  });
}

/** Registers the GraphQL request checks (register before mercurius's route is reached; hooks apply app-wide). */
export const graphqlBodyPlugin = fp(graphqlBody, { name: 'graphql-body', fastify: '5.x' });
