/**
 * Registration of the search routes (docs/product/calls-and-errors.md#search). Like lib/route.ts's registerRoute (envelope, `timestamps`,
 * OpenAPI schema), plus: a {@link SearchInputError} (keyword rules, syntax errors) is answered with envelope status
 * 400 and its own message in the request's language (e.g. '请输入检索词' / 'A search term is required'), and the
 * advanced search is a POST with a JSON body.
 */
import {
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
  Type,
  type TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EnvelopeStatus, ErrorCode } from '../../contract/errors.js';
import type { Verb } from '../../lib/context.js';
import { errorEnvelope } from '../../lib/http.js';
import { t } from '../../lib/i18n.js';
import { type PostRouteDef, type RouteDef, commonHeaders, envelopeSchema, timestampsParam } from '../../lib/route.js';
import { SearchInputError } from '../../search/query/errors.js';

export { definePostRoute, type PostRouteDef } from '../../lib/route.js';

async function answer<I, O>(req: FastifyRequest, verb: Verb<I, O>, input: I) {
  try {
    const data = await verb({ ctx: req.ctx, input });
    return { status: 0, message: t(req.ctx.lang, 'ok'), data };
  } catch (err) {
    if (err instanceof SearchInputError)
      return errorEnvelope(EnvelopeStatus.BAD_REQUEST, ErrorCode.BAD_REQUEST, err.messageIn(req.ctx.lang));
    throw err;
  }
}

/** Registers a GET search route. */
export function registerSearchGet<Q extends TProperties, P extends TProperties, D extends TSchema>(
  app: FastifyInstance,
  def: RouteDef<Q, P, D>,
): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    def.url,
    {
      schema: {
        summary: def.summary,
        tags: def.tags,
        querystring: Type.Object({ ...(def.query ?? {}), timestamps: timestampsParam }),
        headers: commonHeaders,
        response: { 200: envelopeSchema(def.dataSchema) },
      },
    },
    async (req) => {
      const { timestamps: _ignored, ...query } = req.query as Record<string, unknown>;
      return answer(req, def.verb, query as Static<TObject<Q>> & Static<TObject<P>>);
    },
  );
}

/** Registers a POST search route (JSON body). */
export function registerSearchPost<B extends TSchema, D extends TSchema>(
  app: FastifyInstance,
  def: PostRouteDef<B, D>,
): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    def.url,
    {
      schema: {
        summary: def.summary,
        tags: def.tags,
        body: def.body,
        headers: commonHeaders,
        response: { 200: envelopeSchema(def.dataSchema) },
      },
    },
    async (req) => answer(req, def.verb, req.body as Static<B>),
  );
}
