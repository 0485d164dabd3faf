/**
 * Route definition helper: a route file declares its path, typebox query/params schemas and the ONE service verb it
 * calls; {@link registerRoute} adds `timestamps` to every GET query (SPEC §7), describes the envelope for OpenAPI and
 * wraps the verb's result in `{ status: 0, message, data }`.
 */
import type { FastifyInstance } from 'fastify';
import {
  Type,
  type TypeBoxTypeProvider,
  type TObject,
  type TProperties,
  type Static,
  type TSchema,
} from '@fastify/type-provider-typebox';
import type { Verb } from './context.js';
import { t } from './i18n.js';

/** A JSON route of the catalogue (rc-pub/src/contract/paths.ts). */
export interface RouteDef<Q extends TProperties, P extends TProperties, O> {
  url: string;
  summary: string;
  tags: string[];
  /** Name of the wire type of `data` (rc-pub/src/contract/wire.ts), shown in the OpenAPI document. */
  data: string;
  /** TypeBox schema of `data` (from the wire type): filters the serialized answer and documents its shape. */
  dataSchema?: TSchema;
  query?: Q;
  params?: P;
  verb: Verb<Static<TObject<Q>> & Static<TObject<P>>, O>;
}

/** Declares a route (identity; gives type inference to route files). */
export function defineRoute<
  Q extends TProperties = Record<never, never>,
  P extends TProperties = Record<never, never>,
  O = unknown,
>(def: RouteDef<Q, P, O>): RouteDef<Q, P, O> {
  return def;
}

/** The `timestamps` cache-buster every GET accepts (SPEC §7); its value is ignored. */
export const timestampsParam = Type.Optional(Type.String({ description: 'cache buster sent by the client; ignored' }));

/** Request headers of every call (SPEC §7): language (zh default | en) and the member token. */
export const commonHeaders = Type.Object({
  language: Type.Optional(Type.String({ description: 'zh (default) or en: language of messages' })),
  token: Type.Optional(Type.String({ description: 'member session token (commonToken)' })),
});

/** Envelope schema of a response whose `data` is the named wire type (`schema`: its TypeBox shape, when declared). */
export function envelopeSchema(data: string, schema?: TSchema) {
  return Type.Object({
    status: Type.Integer({
      description: '0 success; 400, 401, 404, 10001, 10002, 10003 business errors; 500 server fault',
    }),
    message: Type.String(),
    data: schema
      ? Type.Union([schema, Type.Null()], { description: `${data}; null on error` })
      : Type.Unknown({ description: `${data} (see rc-pub/src/contract/wire.ts); null on error` }),
    code: Type.Optional(Type.String({ description: 'shared error code when status is not 0' })),
  });
}

/** Registers a GET route from its definition. Unknown query parameters are accepted and ignored. */
export function registerRoute<Q extends TProperties, P extends TProperties, O>(
  app: FastifyInstance,
  def: RouteDef<Q, P, O>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const querystring = Type.Object({ ...(def.query ?? {}), timestamps: timestampsParam });
  typed.get(
    def.url,
    {
      schema: {
        summary: def.summary,
        tags: def.tags,
        querystring,
        headers: commonHeaders,
        ...(def.params ? { params: Type.Object(def.params) } : {}),
        response: { 200: envelopeSchema(def.data, def.dataSchema) },
      },
    },
    async (req) => {
      const { timestamps: _ignored, ...query } = req.query as Record<string, unknown>;
      const input = { ...query, ...(req.params as object) } as Static<TObject<Q>> & Static<TObject<P>>;
      const data = await def.verb({ ctx: req.ctx, input });
      return { status: 0, message: t(req.ctx.lang, 'ok'), data };
    },
  );
}
