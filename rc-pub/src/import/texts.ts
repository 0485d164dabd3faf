/**
 * Per-language texts of a JATS article (titles and trans-titles, abstracts and trans-abstracts, keyword
 * groups per language, translations in sub-article[@article-type="translation"]) → one `article_texts` draft per
 * language. The original language is article/@xml:lang, else zh when the title has CJK characters, else en.
 * A language's `abstractHtml` is its main abstract only; its secondary abstracts (author summary, eLife digest,
 * editors' summary, key points…) become headed sections at the top of its body (docs/product/content.md#texts-and-languages).
 */
import type { OutlineEntry } from '../db/schema/content.js';
import { renderAbstract, renderBody } from './body.js';
import { esc, sanitize, tag } from './html.js';
import type { RenderCtx } from './render-types.js';
import { hasCjk, kid, kids, langOf, path, text, textOr, type XElement } from './xml.js';

/** One `article_texts` row before persistence (HTML already sanitized). */
export interface TextDraft {
  lang: string;
  isOriginal: boolean;
  title: string;
  subtitle: string | null;
  abstractHtml: string | null;
  keywords: string[];
  bodyHtml: string | null;
  outline: OutlineEntry[];
}

/** Abstract types left out altogether: teasers for tables of contents and graphical abstracts (not text). */
const SKIP_ABSTRACT = new Set(['toc', 'teaser', 'web-summary', 'graphical']);

/**
 * Abstract types that name the abstract itself (JATS 1.3 `abstract-type` suggested values): with no type, these make
 * the language's main abstract. Every other type (summary, executive-summary, editors-summary, key-points,
 * plain-language-summary, …) is a secondary abstract (docs/product/content.md#texts-and-languages).
 */
const MAIN_ABSTRACT = new Set(['', 'abstract', 'structured', 'normal', 'full', 'main']);

/** Headings of secondary abstracts that carry no `<title>`, by type and language (en is the fallback). */
const SECONDARY_HEADINGS: Record<string, { en: string; zh: string }> = {
  summary: { en: 'Author summary', zh: '作者摘要' },
  'author-summary': { en: 'Author summary', zh: '作者摘要' },
  'executive-summary': { en: 'Digest', zh: '导读' },
  'editors-summary': { en: "Editors' summary", zh: '编辑摘要' },
  editor: { en: "Editors' summary", zh: '编辑摘要' },
  'key-points': { en: 'Key points', zh: '要点' },
  'plain-language-summary': { en: 'Plain language summary', zh: '通俗摘要' },
  patient: { en: 'Patient summary', zh: '患者摘要' },
};

/** Original language of the article (see module doc). */
export function originalLanguage(root: XElement, meta: XElement): string {
  const l = langOf(root) ?? langOf(path(meta, 'title-group', 'article-title'));
  if (l) return l;
  return hasCjk(text(path(meta, 'title-group', 'article-title'))) ? 'zh' : 'en';
}

/** One rendered abstract of a language, before the main one is chosen. */
interface AbstractPart {
  type: string;
  /** Rendered content (raw HTML, its own title dropped). */
  html: string;
  /** Its `<title>` as plain text, when it has one. */
  title: string | undefined;
  /** The element's `id`, when it has one. */
  id: string | undefined;
}

type TextState = TextDraft & { abstracts: AbstractPart[] };

class Texts {
  readonly map = new Map<string, TextState>();
  get(lang: string): TextState {
    let t = this.map.get(lang);
    if (!t) {
      t = {
        lang,
        isOriginal: false,
        title: '',
        subtitle: null,
        abstractHtml: null,
        keywords: [],
        bodyHtml: null,
        outline: [],
        abstracts: [],
      };
      this.map.set(lang, t);
    }
    return t;
  }
}

function addAbstract(t: TextState, abs: XElement, ctx: RenderCtx): void {
  const type = (abs.getAttribute('abstract-type') ?? '').trim().toLowerCase();
  if (SKIP_ABSTRACT.has(type)) return;
  const html = renderAbstract(abs, ctx);
  if (!html.trim()) return;
  t.abstracts.push({ type, html, title: textOr(kid(abs, 'title')), id: abs.getAttribute('id') || undefined });
}

/**
 * Splits a language's abstracts into its main abstract and its secondary ones (docs/product/content.md#texts-and-languages):
 * the first without a type or of a type in {@link MAIN_ABSTRACT}, else the first of any type; the rest are secondary.
 */
export function pickMainAbstract<T extends { type: string }>(
  parts: readonly T[],
): { main: T | undefined; secondary: T[] } {
  const main = parts.find((p) => MAIN_ABSTRACT.has(p.type)) ?? parts[0];
  return { main, secondary: parts.filter((p) => p !== main) };
}

/**
 * The secondary abstracts of a language as headed sections (`<section class="abstract-{type}">` with an h2, as a
 * top-level body section) and their outline entries (level 1, one per abstract: their inner sections stay out of
 * the outline).
 */
function secondarySections(
  parts: readonly AbstractPart[],
  lang: string,
  ctx: RenderCtx,
): { html: string; outline: OutlineEntry[] } {
  let html = '';
  const outline: OutlineEntry[] = [];
  for (const p of parts) {
    const labels = SECONDARY_HEADINGS[p.type];
    const heading =
      p.title ?? (labels ? (lang.startsWith('zh') ? labels.zh : labels.en) : p.type.replace(/[-_]+/g, ' '));
    const id = p.id ?? `abstract-${++ctx.seq.n}`;
    const cls = `abstract-secondary abstract-${p.type.replace(/[^a-z0-9-]/g, '') || 'other'}`;
    html += tag('section', { id, class: cls }, (heading ? tag('h2', {}, esc(heading)) : '') + p.html);
    if (heading) outline.push({ id, title: heading, level: 1 });
  }
  return { html, outline };
}

function addKeywords(texts: Texts, groups: XElement[], fallbackLang: string): void {
  for (const g of groups) {
    if (/organism/i.test(g.getAttribute('kwd-group-type') ?? '')) continue;
    const t = texts.get(langOf(g) ?? fallbackLang);
    for (const k of kids(g, 'kwd', 'compound-kwd')) {
      const v = text(k);
      if (v && !t.keywords.includes(v)) t.keywords.push(v);
    }
  }
}

/** Titles, abstracts and keywords of an article-meta or front-stub into `texts` (`lang` = default language). */
function addFront(texts: Texts, meta: XElement, lang: string, ctx: RenderCtx): void {
  const tg = kid(meta, 'title-group');
  const main = texts.get(lang);
  const at = kid(tg, 'article-title');
  const atLang = langOf(at) ?? lang;
  if (at && !texts.get(atLang).title) texts.get(atLang).title = text(at);
  const sub = textOr(kid(tg, 'subtitle'));
  if (sub && !main.subtitle) main.subtitle = sub;
  for (const ttg of kids(tg, 'trans-title-group')) {
    const l = langOf(ttg);
    if (!l) continue;
    const t = texts.get(l);
    t.title ||= text(kid(ttg, 'trans-title'));
    t.subtitle ??= textOr(kid(ttg, 'trans-subtitle')) ?? null;
  }
  for (const tt of kids(tg, 'trans-title')) {
    // NLM 3.0: trans-title directly in title-group
    const l = langOf(tt);
    if (l) texts.get(l).title ||= text(tt);
  }
  for (const abs of kids(meta, 'abstract')) {
    ctx.lang = langOf(abs) ?? lang;
    addAbstract(texts.get(ctx.lang), abs, ctx);
  }
  for (const abs of kids(meta, 'trans-abstract')) {
    ctx.lang = langOf(abs) ?? lang;
    addAbstract(texts.get(ctx.lang), abs, ctx);
  }
  addKeywords(texts, kids(meta, 'kwd-group'), lang);
}

/**
 * Builds the text drafts of an article: front matter per language, the main body (plus back matter and
 * non-translation sub-articles such as decision letters) for the original language, and each translation
 * sub-article's front-stub and body for its language. Figures, tables and media are recorded in `ctx.resources`.
 */
export function buildTexts(root: XElement, meta: XElement, origLang: string, ctx: RenderCtx): TextDraft[] {
  const texts = new Texts();
  texts.get(origLang).isOriginal = true;
  addFront(texts, meta, origLang, ctx);

  const subs = kids(root, 'sub-article', 'response');
  const translations = subs.filter((s) => s.getAttribute('article-type') === 'translation');
  const others = subs.filter((s) => s.getAttribute('article-type') !== 'translation');

  ctx.lang = origLang;
  ctx.outline = [];
  const bodyHtml = renderBody(kid(root, 'body'), kid(root, 'back'), ctx, others);
  const orig = texts.get(origLang);
  orig.bodyHtml = bodyHtml.trim() ? sanitize(bodyHtml) : null;
  orig.outline = ctx.outline;

  for (const sub of translations) {
    const front = kid(sub, 'front-stub', 'front');
    const lang = langOf(sub) ?? langOf(path(front, 'title-group', 'article-title')) ?? origLang;
    if (front) addFront(texts, kid(front, 'article-meta') ?? front, lang, ctx);
    ctx.lang = lang;
    ctx.outline = [];
    const html = renderBody(kid(sub, 'body'), kid(sub, 'back'), ctx);
    const t = texts.get(lang);
    if (html.trim()) {
      t.bodyHtml = sanitize((t.bodyHtml ?? '') + html);
      t.outline = [...t.outline, ...ctx.outline];
    }
  }

  const out: TextDraft[] = [];
  for (const t of texts.map.values()) {
    const { abstracts, ...rest } = t;
    const { main, secondary } = pickMainAbstract(abstracts);
    if (main) rest.abstractHtml = sanitize(main.html);
    if (secondary.length) {
      // secondary abstracts lead the language's body, as PLOS and eLife show them between abstract and introduction
      const lead = secondarySections(secondary, t.lang, ctx);
      rest.bodyHtml = sanitize(lead.html + (rest.bodyHtml ?? ''));
      rest.outline = [...lead.outline, ...rest.outline];
    }
    if (!rest.isOriginal && !rest.title && !rest.abstractHtml && !rest.bodyHtml && rest.keywords.length === 0) continue;
    out.push(rest);
  }
  // original language first, then the others by code
  return out.sort((a, b) => (a.isOriginal ? -1 : b.isOriginal ? 1 : a.lang.localeCompare(b.lang)));
}
