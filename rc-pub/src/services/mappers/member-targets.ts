/**
 * Resolves what members keep to MemberTargetWire: titles in both languages, journal, article, DOI, figure
 * label and file, the page to open, and whether the target still exists ('The paper no longer exists, shall
 * we delete this record?', docs/product/calls-and-errors.md#member-records-and-uploads). One query per entity kind for a whole page of entries.
 */
import type { MemberResourceType, MemberTargetWire } from '../../contract/member.js';
import type { Lang } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import {
  findArticleTitles,
  findTargetArticles,
  findTargetNews,
  findTargetPublications,
  findTargetResources,
  type TargetResourceRow,
} from '../../repositories/member-targets.js';

/** A kept entry's target: resource type and id. */
export interface TargetKey {
  resourceType: MemberResourceType;
  resourceId: number;
}

/** The article_resources kind of each resource type (figure 25, table, video 29, audio 28). */
const RESOURCE_KINDS = new Map<MemberResourceType, string>([
  [25, 'figure'],
  ['table', 'table'],
  [29, 'video'],
  [28, 'audio'],
]);

/** The resource type of an article_resources kind ('other' files count as articles' downloads: 0). */
export function resourceTypeOfKind(kind: string): MemberResourceType | 0 {
  for (const [type, k] of RESOURCE_KINDS) if (k === kind) return type;
  return 0;
}

/** Map key of a target. */
export function targetKey(k: TargetKey): string {
  return `${k.resourceType}:${k.resourceId}`;
}

/** `zh`/`en` texts as the wire wants them: '' → null, and the one of `lang` first. */
function bilingual(lang: Lang, zh: string | null | undefined, en: string | null | undefined) {
  const z = zh?.trim() || null;
  const e = en?.trim() || null;
  return { titleZh: z, titleEn: e, title: (lang === 'en' ? (e ?? z) : (z ?? e)) ?? '' };
}

/** A resource's title: label and caption (at most 300 characters). */
function resourceTitle(r: TargetResourceRow): string {
  const text = [r.label, r.captionText].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

/** The wire entry of a target that no longer exists (or never did). */
function gone(k: TargetKey): MemberTargetWire {
  return {
    ...k,
    exists: false,
    title: '',
    titleZh: null,
    titleEn: null,
    publicationId: null,
    publicationTitle: null,
    articleId: null,
    articleTitle: null,
    doi: null,
    label: null,
    fileId: null,
    linkId: k.resourceId,
  };
}

/**
 * The targets of `keys`, keyed by {@link targetKey}; every key is answered (`exists: false` when the target is gone,
 * or when a resource id names a resource of another kind).
 */
export async function resolveTargets(ctx: ServiceCtx, keys: TargetKey[]): Promise<Map<string, MemberTargetWire>> {
  const idsOf = (pred: (t: MemberResourceType) => boolean) => [
    ...new Set(keys.filter((k) => pred(k.resourceType)).map((k) => k.resourceId)),
  ];
  const resources = await findTargetResources(
    ctx.db,
    idsOf((t) => RESOURCE_KINDS.has(t)),
  );
  const articleIds = [...new Set([...idsOf((t) => t === 428), ...resources.map((r) => r.articleId)])];
  const [arts, titles, pubs, newsRows] = await Promise.all([
    findTargetArticles(ctx.db, articleIds),
    findArticleTitles(ctx.db, articleIds),
    findTargetPublications(
      ctx.db,
      idsOf((t) => t === -3),
    ),
    findTargetNews(
      ctx.db,
      idsOf((t) => t === -2),
    ),
  ]);
  const textOf = (articleId: number, lang: string) =>
    titles.find((x) => x.articleId === articleId && x.lang === lang)?.title;
  const article = new Map(arts.map((a) => [a.id, a]));
  const resource = new Map(resources.map((r) => [r.id, r]));
  const pub = new Map(pubs.map((p) => [p.id, p]));
  const item = new Map(newsRows.map((n) => [n.id, n]));
  const lang = ctx.lang;

  /** Journal, article and DOI fields of an article's target. */
  const articleFields = (articleId: number) => {
    const a = article.get(articleId);
    if (!a) return null;
    const t = bilingual(lang, textOf(articleId, 'zh'), textOf(articleId, 'en'));
    const journal = bilingual(lang, a.publicationTitleZh, a.publicationTitleEn).title || null;
    return { a, t, fields: { publicationId: a.publicationId, publicationTitle: journal, doi: a.doi } };
  };

  const out = new Map<string, MemberTargetWire>();
  for (const k of keys) {
    let wire: MemberTargetWire = gone(k);
    if (k.resourceType === 428) {
      const found = articleFields(k.resourceId);
      if (found)
        wire = {
          ...wire,
          ...found.t,
          ...found.fields,
          exists: true,
          articleId: k.resourceId,
          articleTitle: found.t.title,
        };
    } else if (RESOURCE_KINDS.has(k.resourceType)) {
      const r = resource.get(k.resourceId);
      const found = r && r.kind === RESOURCE_KINDS.get(k.resourceType) ? articleFields(r.articleId) : null;
      if (r && found) {
        const own = resourceTitle(r);
        const inEn = (r.lang ?? found.a.originalLanguage) === 'en';
        wire = {
          ...wire,
          ...bilingual(lang, inEn ? null : own, inEn ? own : null),
          ...found.fields,
          exists: true,
          articleId: r.articleId,
          articleTitle: found.t.title,
          label: r.label,
          fileId: r.fileId,
          linkId: r.articleId,
        };
      }
    } else {
      const row = k.resourceType === -3 ? pub.get(k.resourceId) : item.get(k.resourceId);
      if (row) wire = { ...wire, ...bilingual(lang, row.titleZh, row.titleEn), exists: true };
      if (row && k.resourceType === -3) wire = { ...wire, publicationId: row.id, publicationTitle: wire.title };
    }
    out.set(targetKey(k), wire);
  }
  return out;
}
