/**
 * Shapes of a GraphQL POST body that mercurius would turn into a 200 "Internal error": a batched
 * array body (batching is off: each operation is its own request, so rate limits and complexity limits count every
 * one) and a body that is no JSON object. Both get 400 with code BAD_REQUEST and a sentence saying what to send.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from 'rc-pub/contract';
import { isGraphqlRequest, refuse } from '../../security/refusal.js';

async function graphqlBody(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (req, reply) => {
    if (req.method !== 'POST' || !isGraphqlRequest(req)) return;
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
  });
}

/** Registers the GraphQL body check (register before mercurius's route is reached; hooks apply app-wide). */
export const graphqlBodyPlugin = fp(graphqlBody, { name: 'graphql-body', fastify: '5.x' });
