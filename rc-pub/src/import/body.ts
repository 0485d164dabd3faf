/**
 * JATS body/abstract → HTML ("Import CLI"; JATS 1.3 tag library, NLM 3.0 compatible). Structure and inline
 * markup live here; floats (fig, table-wrap, media, supplementary-material, graphics, formulas) in figures.ts.
 * Output is raw HTML: callers pass it through `sanitize` (html.ts) before storing.
 */
import type { OutlineEntry } from '../db/schema/content.js';
import { esc, htmlText, tag } from './html.js';
import { renderFig, renderGraphic, renderMedia, renderSupplementary, renderTable, renderTableWrap } from './figures.js';
import { idOf, type RenderCtx } from './render-types.js';
import { textBefore, unresolvedXrefText } from './xref-text.js';
import { renderMath } from './math.js';
import { BLOCK, CONTAINERS, closest, linkHref, ORDERED, SKIP } from './jats-names.js';
import {
  CDATA_NODE,
  ELEMENT_NODE,
  isEl,
  kid,
  kids,
  lname,
  path,
  TEXT_NODE,
  text,
  textOr,
  type XElement,
} from './xml.js';

/** Renders the children of `el` (text escaped; comments and processing instructions dropped). */
export function renderChildren(el: XElement, ctx: RenderCtx, depth: number, skip: string[] = []): string {
  let out = '';
  const cs = el.childNodes;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    if (c.nodeType === TEXT_NODE || c.nodeType === CDATA_NODE) {
      const v = c.nodeValue ?? '';
      if (!/\S/.test(v)) out += CONTAINERS.has(lname(el)) ? '' : ' ';
      else out += esc(v.replace(/\s*\n\s*/g, ' '));
    } else if (c.nodeType === ELEMENT_NODE && !skip.includes(lname(c))) out += renderEl(c as XElement, ctx, depth);
  }
  return out;
}

function headingOf(el: XElement, ctx: RenderCtx, depth: number, id: string, fallback?: string): string {
  const label = kid(el, 'label');
  const title = kid(el, 'title');
  const parts = [label ? renderChildren(label, ctx, depth) : '', title ? renderChildren(title, ctx, depth) : ''].filter(
    (s) => s.trim() !== '',
  );
  const inner = parts.length ? parts.join(' ') : fallback ? esc(fallback) : '';
  if (!inner) return '';
  const level = Math.max(1, depth);
  ctx.outline.push({ id, title: htmlText(inner), level });
  return tag(`h${Math.min(level + 1, 6)}`, {}, inner);
}

/** A section-like element (sec, ack, app, glossary, notes, fn-group with a title) → <section id> with a heading. */
function renderSection(el: XElement, ctx: RenderCtx, depth: number, cls?: string): string {
  const id = idOf(el, ctx, 'sec');
  const head = headingOf(el, ctx, depth, id);
  return tag('section', { id, class: cls }, head + renderChildren(el, ctx, depth, ['label', 'title']));
}

function renderList(el: XElement, ctx: RenderCtx, depth: number): string {
  const lt = el.getAttribute('list-type') ?? '';
  const type = ORDERED[lt];
  const title = kid(el, 'title');
  const items = kids(el, 'list-item')
    .map((li) => tag('li', {}, renderChildren(li, ctx, depth)))
    .join('');
  const list = type
    ? tag('ol', { type: type === '1' ? undefined : type }, items)
    : tag('ul', { class: lt === 'simple' ? 'list-simple' : undefined }, items);
  return (title ? tag('p', { class: 'list-title' }, tag('strong', {}, renderChildren(title, ctx, depth))) : '') + list;
}

function renderDefList(el: XElement, ctx: RenderCtx, depth: number): string {
  const title = kid(el, 'title');
  let inner = '';
  for (const item of kids(el, 'def-item')) {
    for (const t of kids(item, 'term')) inner += tag('dt', {}, renderChildren(t, ctx, depth));
    for (const d of kids(item, 'def')) inner += tag('dd', {}, renderChildren(d, ctx, depth));
  }
  return (
    (title ? tag('p', { class: 'list-title' }, tag('strong', {}, renderChildren(title, ctx, depth))) : '') +
    tag('dl', {}, inner)
  );
}

function renderP(el: XElement, ctx: RenderCtx, depth: number): string {
  const hasBlock = kids(el).some(
    (c) => BLOCK.has(lname(c)) && !(lname(c) === 'code' && !/\n/.test(c.textContent ?? '')),
  );
  return tag(
    hasBlock ? 'div' : 'p',
    { class: hasBlock ? 'p' : undefined, id: el.getAttribute('id') ?? undefined },
    renderChildren(el, ctx, depth),
  );
}

function renderFn(el: XElement, ctx: RenderCtx, depth: number): string {
  const label = kid(el, 'label');
  const lab = label ? `${tag('sup', { class: 'label' }, renderChildren(label, ctx, depth))} ` : '';
  return tag(
    'div',
    { class: 'fn', id: el.getAttribute('id') ?? undefined },
    lab + renderChildren(el, ctx, depth, ['label']),
  );
}

/** Renders one JATS element (any depth); unknown elements render their children. */
export function renderEl(el: XElement, ctx: RenderCtx, depth: number): string {
  const n = lname(el);
  if (SKIP.has(n)) return '';
  const kidsHtml = (e: XElement, d: number, skip?: string[]): string => renderChildren(e, ctx, d, skip);
  switch (n) {
    case 'sec':
      return renderSection(el, ctx, depth + 1);
    case 'ack':
    case 'app':
    case 'glossary':
    case 'notes':
    case 'bio':
      return renderSection(el, ctx, depth + 1, n);
    case 'app-group':
      return renderChildren(el, ctx, depth);
    case 'fn-group':
      return kid(el, 'title')
        ? renderSection(el, ctx, depth + 1, 'fn-group')
        : tag('div', { class: 'fn-group' }, renderChildren(el, ctx, depth));
    case 'fn':
      return renderFn(el, ctx, depth);
    case 'title':
      return tag('p', { class: 'title' }, tag('strong', {}, renderChildren(el, ctx, depth)));
    case 'label':
      return `${tag('span', { class: 'label' }, renderChildren(el, ctx, depth))} `;
    case 'caption':
      return tag('div', { class: 'caption' }, renderChildren(el, ctx, depth));
    case 'p':
      return renderP(el, ctx, depth);
    case 'list':
      return renderList(el, ctx, depth);
    case 'def-list':
      return renderDefList(el, ctx, depth);
    case 'disp-quote':
      return tag('blockquote', { id: el.getAttribute('id') ?? undefined }, renderChildren(el, ctx, depth));
    case 'attrib':
      return tag('footer', { class: 'attrib' }, renderChildren(el, ctx, depth));
    case 'boxed-text':
      return tag('aside', { class: 'boxed-text', id: idOf(el, ctx, 'box') }, renderChildren(el, ctx, depth));
    case 'statement':
      return tag('div', { class: 'statement', id: el.getAttribute('id') ?? undefined }, renderChildren(el, ctx, depth));
    case 'speech':
      return tag('div', { class: 'speech' }, renderChildren(el, ctx, depth));
    case 'speaker':
      return `${tag('b', {}, renderChildren(el, ctx, depth))} `;
    case 'verse-group':
      return tag('div', { class: 'verse-group' }, renderChildren(el, ctx, depth));
    case 'verse-line':
      return tag('div', { class: 'verse-line' }, renderChildren(el, ctx, depth));
    case 'preformat':
      return tag('pre', { class: 'preformat' }, esc(el.textContent ?? ''));
    case 'code': {
      const t = el.textContent ?? '';
      const inline = !/\n/.test(t) && isEl(el.parentNode, 'p', 'td', 'th', 'list-item', 'title', 'caption');
      return inline
        ? tag('code', {}, esc(t))
        : tag('pre', {}, tag('code', { 'data-language': el.getAttribute('language') ?? undefined }, esc(t)));
    }
    case 'italic':
      return tag('i', {}, renderChildren(el, ctx, depth));
    case 'bold':
      return tag('b', {}, renderChildren(el, ctx, depth));
    case 'sup':
      return tag('sup', {}, renderChildren(el, ctx, depth));
    case 'sub':
      return tag('sub', {}, renderChildren(el, ctx, depth));
    case 'sc':
      return tag('span', { class: 'sc' }, renderChildren(el, ctx, depth));
    case 'monospace':
      return tag('code', {}, renderChildren(el, ctx, depth));
    case 'underline':
      return tag('u', {}, renderChildren(el, ctx, depth));
    case 'strike':
      return tag('s', {}, renderChildren(el, ctx, depth));
    case 'overline':
      return tag('span', { class: 'overline' }, renderChildren(el, ctx, depth));
    case 'roman':
      return tag('span', { class: 'roman' }, renderChildren(el, ctx, depth));
    case 'break':
      return '<br>';
    case 'hr':
      return '<hr>';
    case 'ext-link':
    case 'uri':
    case 'self-uri': {
      const href = linkHref(el);
      const inner = renderChildren(el, ctx, depth) || esc(href ?? '');
      return href ? tag('a', { href, target: '_blank', rel: 'noopener' }, inner) : inner;
    }
    case 'email': {
      const addr = text(el);
      return tag('a', { href: `mailto:${addr}` }, esc(addr));
    }
    case 'xref': {
      const rid = (el.getAttribute('rid') ?? '').trim().split(/\s+/)[0];
      const before = textBefore(el);
      const resolved = rid ? unresolvedXrefText(el, rid, text(el), before, ctx.lang) : undefined;
      const inner = resolved !== undefined ? esc(resolved) : renderChildren(el, ctx, depth);
      const type = el.getAttribute('ref-type') ?? undefined;
      return rid ? tag('a', { href: `#${rid}`, class: type ? `xref xref-${type}` : 'xref' }, inner) : inner;
    }
    case 'target':
      return tag('span', { id: el.getAttribute('id') ?? undefined }, renderChildren(el, ctx, depth));
    case 'fig':
      return renderFig(el, ctx, depth, kidsHtml);
    case 'fig-group':
    case 'table-wrap-group':
    case 'disp-formula-group':
    case 'chem-struct-wrap':
      return tag('div', { class: n, id: el.getAttribute('id') ?? undefined }, renderChildren(el, ctx, depth));
    case 'table-wrap':
      return renderTableWrap(el, ctx, depth, kidsHtml);
    case 'table':
      return renderTable(el, ctx, depth, kidsHtml);
    case 'array':
      return tag('div', { class: 'array' }, renderChildren(el, ctx, depth));
    case 'media':
      return renderMedia(el, ctx, depth, kidsHtml);
    case 'supplementary-material':
      return renderSupplementary(el, ctx, depth, kidsHtml);
    case 'graphic':
    case 'inline-graphic': {
      const inFormula = !!closest(el, ['disp-formula', 'inline-formula', 'chem-struct']);
      const alt = textOr(kid(el, 'alt-text')) ?? (inFormula ? 'Formula' : n === 'graphic' ? 'Figure' : 'Graphic');
      return renderGraphic(el, ctx, alt, n === 'graphic' && !closest(el, ['inline-formula']));
    }
    case 'disp-formula': {
      // A display formula scrolls sideways when wider than the column (bodyStyles), so keyboard users must be able to
      // focus it (WCAG 2.1.1; axe scrollable-region-focusable): tabindex 0, a group named after its label.
      const id = el.getAttribute('id') ?? undefined;
      const label = textOr(kid(el, 'label'));
      const word = ctx.lang.startsWith('zh') ? '公式' : 'Formula';
      const name = label ? `${word} ${label}` : word;
      return tag(
        'div',
        { class: 'disp-formula', id, tabindex: 0, role: 'group', 'aria-label': name },
        renderChildren(el, ctx, depth),
      );
    }
    case 'inline-formula':
      return tag('span', { class: 'inline-formula' }, renderChildren(el, ctx, depth));
    case 'math':
      return renderMath(el);
    case 'tex-math':
      return tag('code', { class: 'tex' }, esc(el.textContent ?? ''));
    case 'alternatives': {
      const pick =
        kid(el, 'math') ??
        kid(el, 'table') ??
        kid(el, 'tex-math') ??
        kid(el, 'graphic', 'inline-graphic') ??
        kids(el)[0];
      return pick ? renderEl(pick, ctx, depth) : '';
    }
    case 'sub-article':
    case 'response': {
      const front = kid(el, 'front-stub', 'front');
      const title = text(path(front, 'title-group', 'article-title'));
      const id = idOf(el, ctx, 'sub');
      ctx.outline.push({ id, title: title || 'Sub-article', level: 1 });
      const body = kid(el, 'body');
      const back = kid(el, 'back');
      return tag(
        'section',
        { id, class: 'sub-article' },
        (title ? tag('h2', {}, esc(title)) : '') +
          (body ? renderChildren(body, ctx, 1) : '') +
          (back ? renderChildren(back, ctx, 1) : ''),
      );
    }
    default:
      return renderChildren(el, ctx, depth);
  }
}

/**
 * Renders a body (and the back matter besides references: ack, appendices, notes, footnotes) into raw HTML,
 * appending section entries to `ctx.outline`. `extra` are further elements appended at the end (sub-articles).
 */
export function renderBody(
  body: XElement | undefined,
  back: XElement | undefined,
  ctx: RenderCtx,
  extra: XElement[] = [],
): string {
  let out = body ? renderChildren(body, ctx, 0) : '';
  if (back) out += renderChildren(back, ctx, 0);
  for (const e of extra) out += renderEl(e, ctx, 0);
  return out;
}

/** Renders an abstract's content (its own title dropped; sections become headed sections with level ≥ 2). */
export function renderAbstract(abs: XElement, ctx: RenderCtx): string {
  const outline: OutlineEntry[] = ctx.outline;
  ctx.outline = [];
  const html = renderChildren(abs, ctx, 1, ['title', 'object-id']);
  ctx.outline = outline;
  return html;
}
