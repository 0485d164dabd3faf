/**
 * The per-request context handed to every service verb: `verb({ ctx, input })`.
 *
 * lib/ knows only the base every request has ({@link BaseCtx}). Each feature adds its own fields beside itself by
 * declaration merging and computes them with a {@link CtxContributor}:
 *
 * ```ts
 * declare module '../lib/context.js' {
 *   interface ServiceCtx {
 *     accounts: AccountKit;
 *   }
 * }
 * export function accountsContext(kit: AccountKit): CtxContributor<'accounts'> {
 *   return () => ({ accounts: kit });
 * }
 * ```
 *
 * The composition root (app.ts) lists the contributors in {@link contextExtensions}, which only compiles when together
 * they supply every field the features declared.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Lang } from '../contract/wire.js';
import type { Db } from '../db/client.js';

/**
 * What every request's context carries, whatever features the app has: the database, the request language
 * (the `language` header, docs/product/calls-and-errors.md#headers), the member token, the field key, who calls, the logger.
 */
export interface BaseCtx {
  db: Db;
  lang: Lang;
  /** Value of the `token` header, null when absent; resolve it with accounts/member-auth.ts requireMember. */
  token: string | null;
  /** Key of encrypted request fields (docs/product/calls-and-errors.md#encrypted-fields; lib/field-crypto.ts), resolved once when the app is built. */
  fieldKey: Buffer;
  /** The client's IP: `x-client-ip` from a trusted peer (the gateway, RC_PUB_CLIENT_IP_FROM), else the peer's. */
  clientIp: string;
  /** The `user-agent` header (shown in the member's session list), null when absent. */
  userAgent: string | null;
  log: FastifyBaseLogger;
}

/**
 * The service context: {@link BaseCtx} plus the fields features declare on this interface beside themselves
 * (accounts/context.ts, alerts/kit.ts, usage/context.ts, citation/portal-url.ts, services/editorial/book-cloud.ts).
 */
export interface ServiceCtx extends BaseCtx {}

/** A service verb: one action of the content service. */
export type Verb<I, O> = (args: { ctx: ServiceCtx; input: I }) => Promise<O>;

/** The names of the fields features added to {@link ServiceCtx}. */
export type CtxExtensionKey = Exclude<keyof ServiceCtx, keyof BaseCtx>;

/** A feature's part of the request context: computes the fields `K` it declared from the request and the base. */
export type CtxContributor<K extends CtxExtensionKey> = (req: FastifyRequest, base: BaseCtx) => Pick<ServiceCtx, K>;

/** The fields a contributor supplies. */
type Supplied<C> = C extends (req: FastifyRequest, base: BaseCtx) => infer R ? keyof R & CtxExtensionKey : never;

/**
 * The features' contributors as one, run in order on every request. Its type names exactly the fields they supply, so
 * handing it to lib/http.ts installHttp (which wants every {@link CtxExtensionKey}) fails to compile when a feature
 * declared a field no contributor computes.
 */
export function contextExtensions<const C extends readonly CtxContributor<never>[]>(
  ...contributors: C
): CtxContributor<Supplied<C[number]>> {
  return (req, base) => {
    const fields = {} as Pick<ServiceCtx, Supplied<C[number]>>;
    for (const contribute of contributors) Object.assign(fields, contribute(req, base));
    return fields;
  };
}
