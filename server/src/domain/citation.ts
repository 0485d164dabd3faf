/**
 * Citation input rules of the gateway (batchPublicizeInfo, docs/product/citation-and-harvest.md#batch-citation): the id list of
 * Site.batchCitation is checked before rc-pub is called, and the page origin rc-pub puts into citation URLs is
 * derived from the request. Rejections are BAD_REQUEST GatewayErrors with a message in the request's language (the
 * same texts rc-pub answers for the same faults).
 */
import { CITATION_MAX_IDS, ErrorCode, type Lang } from 'rc-pub/contract';
import { GatewayError } from './errors.js';

/** Largest id rc-pub accepts (PostgreSQL int4). */
const MAX_ID = 2_147_483_647;

const TEXTS = {
  noIds: {
    zh: () => '请至少提供一篇文章的 id（参数 ids）',
    en: () => 'Give the id of at least one article (parameter ids)',
  },
  tooMany: {
    zh: (count: number) => `参数 ids 最多可含 ${CITATION_MAX_IDS} 个 id，收到 ${count} 个`,
    en: (count: number) => `Parameter ids takes at most ${CITATION_MAX_IDS} ids, got ${count}`,
  },
  badId: {
    zh: (id: number) => `参数 ids 应为正整数 id，收到 ${id}`,
    en: (id: number) => `Parameter ids must hold positive integer ids, got ${id}`,
  },
} as const;

/**
 * The article ids of a batch citation: order kept, repeats dropped, 1 to {@link CITATION_MAX_IDS} ids of 1..2^31-1.
 * @throws GatewayError BAD_REQUEST for no id, an id out of range or more than {@link CITATION_MAX_IDS} distinct ids
 */
export function checkCitationIds(ids: readonly number[], lang: Lang): number[] {
  const unique = [...new Set(ids)];
  if (!unique.length) throw new GatewayError(ErrorCode.BAD_REQUEST, TEXTS.noIds[lang]());
  const bad = unique.find((id) => !Number.isInteger(id) || id < 1 || id > MAX_ID);
  if (bad !== undefined) throw new GatewayError(ErrorCode.BAD_REQUEST, TEXTS.badId[lang](bad));
  if (unique.length > CITATION_MAX_IDS)
    throw new GatewayError(ErrorCode.BAD_REQUEST, TEXTS.tooMany[lang](unique.length));
  return unique;
}

/**
 * The origin of the page a request serves, `protocol://host` (Fastify's `req.protocol` and `req.host`, which follow
 * X-Forwarded-Proto/-Host only from a proxy trusted by TRUST_PROXY); undefined without a Host. rc-pub checks it again
 * (a bare http(s) origin) before it writes article URLs into citations.
 */
export function requestOrigin(protocol: string, host: string | undefined): string | undefined {
  const h = host?.trim();
  return h ? `${protocol}://${h}` : undefined;
}
