/**
 * Per-language texts of a JATS article (titles and trans-titles, abstracts and trans-abstracts, keyword
 * groups per language, translations in sub-article[@article-type="translation"]) → one `article_texts` draft per
 * language. The original language is article/@xml:lang, else zh when the title has CJK characters, else en.
 */
import type { OutlineEntry } from '../db/schema/content.js';
import { renderAbstract, renderBody } from './body.js';
import { sanitize, tag } from './html.js';
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

/** Abstract types shown as the article's abstract (others such as toc teasers are left out). */
const SKIP_ABSTRACT = new Set(['toc', 'teaser', 'web-summary', 'graphical']);

/** Original language of the article (see module doc). */
export function originalLanguage(root: XElement, meta: XElement): string {
  const l = langOf(root) ?? langOf(path(meta, 'title-group', 'article-title'));
  if (l) return l;
  return hasCjk(text(path(meta, 'title-group', 'article-title'))) ? 'zh' : 'en';
}

class Texts {
  readonly map = new Map<string, TextDraft & { abstracts: string[] }>();
  get(lang: string): TextDraft & { abstracts: string[] } {
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

function addAbstract(t: { abstracts: string[] }, abs: XElement, ctx: RenderCtx): void {
  const type = abs.getAttribute('abstract-type') ?? '';
  if (SKIP_ABSTRACT.has(type)) return;
  const html = renderAbstract(abs, ctx);
  if (!html.trim()) return;
  const title = textOr(kid(abs, 'title'));
  // a secondary abstract (author summary, eLife digest) is kept as its own headed section
  t.abstracts.push(
    type && type !== 'abstract'
      ? tag('section', { class: `abstract-${type}` }, (title ? tag('h3', {}, title) : '') + html)
      : html,
  );
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
    if (abstracts.length) rest.abstractHtml = sanitize(abstracts.join(''));
    if (!rest.isOriginal && !rest.title && !rest.abstractHtml && !rest.bodyHtml && rest.keywords.length === 0) continue;
    out.push(rest);
  }
  // original language first, then the others by code
  return out.sort((a, b) => (a.isOriginal ? -1 : b.isOriginal ? 1 : a.lang.localeCompare(b.lang)));
}
