/**
 * Route definition helper: a route file declares its path, typebox query/params schemas, the ONE service verb it
 * calls and the TypeBox schema of its `data`; {@link registerRoute} adds `timestamps` to every GET query (docs/product/calls-and-errors.md#request-conventions),
 * declares the envelope with that `data` schema (serializer and OpenAPI) and wraps the verb's result in
 * `{ status: 0, message, data }`.
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
import { type MessageKey, t } from './i18n.js';

/**
 * A JSON route of the catalogue (rc-pub/src/contract/paths.ts). `dataSchema` is required: the TypeBox schema of
 * `data` (rc-pub/src/contract/wire-schemas), so fast-json-stringify sends only its fields and the OpenAPI document
 * describes the answer. The verb must return a value of that schema's static type.
 */
export interface RouteDef<Q extends TProperties, P extends TProperties, D extends TSchema> {
  url: string;
  summary: string;
  tags: string[];
  /** TypeBox schema of `data`, e.g. `SiteSchema` or `Type.Array(BannerSchema)`; its title names it in OpenAPI. */
  dataSchema: D;
  query?: Q;
  params?: P;
  verb: Verb<Static<TObject<Q>> & Static<TObject<P>>, Static<D>>;
  /** Message of a success ('ok' when absent), e.g. 'Login successful' (docs/product/calls-and-errors.md#success-messages). */
  successMessage?: MessageKey;
}

/** Declares a route (identity; gives type inference to route files). */
export function defineRoute<
  Q extends TProperties = Record<never, never>,
  P extends TProperties = Record<never, never>,
  D extends TSchema = TSchema,
>(def: RouteDef<Q, P, D>): RouteDef<Q, P, D> {
  return def;
}

/** The `timestamps` cache-buster every GET accepts (docs/product/calls-and-errors.md#request-conventions); its value is ignored. */
export const timestampsParam = Type.Optional(Type.String({ description: 'cache buster sent by the client; ignored' }));

/**
 * Request headers of every call (docs/product/calls-and-errors.md#headers): language (zh default | en), the member token, the captcha, the
 * client IP the gateway forwards, the portal origin.
 */
export const commonHeaders = Type.Object({
  language: Type.Optional(Type.String({ description: 'zh (default) or en: language of messages' })),
  token: Type.Optional(Type.String({ description: 'member session token (commonToken)' })),
  captcha: Type.Optional(
    Type.String({
      description:
        'solved ALTCHA challenge of POST /rc-pub/api/captcha: base64(JSON { challenge, solution }); needed by ' +
        'sendReceiverMessage and login, valid 2 minutes and once',
    }),
  ),
  'x-client-ip': Type.Optional(
    Type.String({
      description: "the browser's IP, set by the gateway; trusted only from RC_PUB_CLIENT_IP_FROM (SMS limits per IP)",
    }),
  ),
  'x-portal-origin': Type.Optional(
    Type.String({
      description: 'portal page origin sent by the gateway (https://host[:port]): article URLs in citations',
    }),
  ),
});

/** The name of a `data` schema for OpenAPI: its title, `X[]` for an array of X, or the id of a shared schema. */
export function dataName(schema: TSchema): string {
  const s = schema as { title?: unknown; type?: unknown; items?: TSchema; $ref?: unknown };
  if (typeof s.title === 'string') return s.title;
  if (s.type === 'array' && s.items) return `${dataName(s.items)}[]`;
  if (typeof s.$ref === 'string') return s.$ref.replace(/#$/, '');
  return 'data';
}

/**
 * `data` that is null on errors, in a form fast-json-stringify serializes without running Ajv: the schema with
 * `nullable: true` (OpenAPI 3.0) when it has a `type`. A union (`anyOf`, e.g. one of two array shapes) gets a null
 * branch instead; fast-json-stringify validates union branches while serializing, so keep unions for small answers.
 * @throws Error for a schema with neither `type` nor `anyOf` (a bare `$ref` cannot be made nullable in OpenAPI 3.0).
 */
export function nullableData(schema: TSchema): TSchema {
  const s = schema as Record<string, unknown>;
  const description = `${dataName(schema)}${typeof s.description === 'string' ? `: ${s.description}` : ''}; null on error`;
  if (s.type !== undefined) return Type.Unsafe({ ...s, nullable: true, description });
  if (Array.isArray(s.anyOf)) return Type.Unsafe({ ...s, anyOf: [...s.anyOf, { type: 'null' }], description });
  throw new Error(`data schema ${dataName(schema)} needs a type or anyOf to be nullable`);
}

/** Envelope schema of a response whose `data` has the TypeBox schema `data` (null on errors). */
export function envelopeSchema(data: TSchema) {
  return Type.Object({
    status: Type.Integer({
      description: '0 success; 400, 401, 404, 10001, 10002, 10003 business errors; 500 server fault',
    }),
    message: Type.String(),
    data: nullableData(data),
    code: Type.Optional(Type.String({ description: 'shared error code when status is not 0' })),
  });
}

/** Envelope of an error answer whose `data` is always null (e.g. the file route's HTTP 404). */
export function errorEnvelopeSchema(description: string) {
  return Type.Object(
    {
      status: Type.Integer({
        description: 'envelope status (docs/product/calls-and-errors.md#statuses-and-error-codes), e.g. 404',
      }),
      message: Type.String(),
      data: Type.Null(),
      code: Type.String({ description: 'shared error code, e.g. NOT_FOUND' }),
    },
    { description },
  );
}

/** Registers a GET route from its definition. Unknown query parameters are accepted and ignored. */
export function registerRoute<Q extends TProperties, P extends TProperties, D extends TSchema>(
  app: FastifyInstance,
  def: RouteDef<Q, P, D>,
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
        response: { 200: envelopeSchema(def.dataSchema) },
      },
    },
    async (req) => {
      const { timestamps: _ignored, ...query } = req.query as Record<string, unknown>;
      const input = { ...query, ...(req.params as object) } as Static<TObject<Q>> & Static<TObject<P>>;
      const data = await def.verb({ ctx: req.ctx, input });
      return { status: 0, message: t(req.ctx.lang, def.successMessage ?? 'ok'), data };
    },
  );
}

/**
 * A route with a JSON body (POST, PUT or DELETE: the account and member calls). Like {@link RouteDef},
 * `dataSchema` (the TypeBox schema of `data`) is required. A body-less DELETE (logout) declares no `body`.
 */
export interface PostRouteDef<B extends TSchema, D extends TSchema> {
  url: string;
  summary: string;
  tags: string[];
  /** HTTP method; POST when absent. */
  method?: 'POST' | 'PUT' | 'DELETE';
  /** TypeBox schema of `data` (rc-pub/src/contract/wire-schemas). */
  dataSchema: D;
  /** TypeBox schema of the JSON body; absent for a call without one (the verb then receives `{}`). */
  body?: B;
  /** Envelope message on success (e.g. 'collection successful'); 'Success' when absent. */
  successMessage?: MessageKey;
  verb: Verb<Static<B>, Static<D>>;
}

/** Declares a route with a JSON body (identity; gives type inference to route files). */
export function definePostRoute<B extends TSchema, D extends TSchema>(def: PostRouteDef<B, D>): PostRouteDef<B, D> {
  return def;
}

/**
 * Registers a route with a JSON body: the body is validated by its schema (a failure is a 400 envelope in the
 * request's language), the verb's result wrapped in the envelope and serialized through `dataSchema`.
 */
export function registerPostRoute<B extends TSchema, D extends TSchema>(
  app: FastifyInstance,
  def: PostRouteDef<B, D>,
): void {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: def.method ?? 'POST',
    url: def.url,
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.body ? { body: def.body } : {}),
      headers: commonHeaders,
      response: { 200: envelopeSchema(def.dataSchema) },
    },
    handler: async (req) => {
      const data = await def.verb({ ctx: req.ctx, input: (req.body ?? {}) as Static<B> });
      return { status: 0, message: t(req.ctx.lang, def.successMessage ?? 'ok'), data };
    },
  });
}
