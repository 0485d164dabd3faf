/**
 * Text of a cross-reference that its source left unresolved. Pandoc-made JATS (JOSE) writes a figure reference as
 * `Fig. <xref rid="fig3">[fig3]</xref>` or `<xref rid="figU003Adocs">[fig:docs]</xref>`: the bracketed key, where a
 * reader expects the figure's number (docs/product/content.md#jats-import).
 */
import { closest } from './jats-names.js';
import { descendants, ELEMENT_NODE, isEl, kid, lname, TEXT_NODE, textOr, type XElement } from './xml.js';

const FLOATS = ['fig', 'table-wrap'];

/** The first element under `root` whose id is `id` (JATS without a DTD has no ID attributes for getElementById). */
function elementById(root: XElement, id: string): XElement | undefined {
  const cs = root.childNodes;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    if (c.nodeType !== ELEMENT_NODE) continue;
    const e = c as XElement;
    if (e.getAttribute('id') === id) return e;
    const inner = elementById(e, id);
    if (inner) return inner;
  }
  return undefined;
}

/** The fig or table-wrap an id names: the element itself, or the float around it (pandoc puts ids in captions). */
function floatOf(root: XElement, rid: string): XElement | undefined {
  const byId = elementById(root, rid);
  if (!byId) return undefined;
  return isEl(byId, ...FLOATS) ? byId : closest(byId, FLOATS);
}

/**
 * What an unresolved `xref` should read: the target float's label, else its number among the article's floats of
 * its kind ("Figure 3", "图 3", "Table 1", "表 1"), or the number alone right after a written "Fig."/"Figure"/"图".
 * @param written the xref's own text
 * @param before the text just before the xref in its paragraph
 * @returns undefined when the xref is resolved (its text is not `[...]`) or its target is no figure or table
 */
export function unresolvedXrefText(
  el: XElement,
  rid: string,
  written: string,
  before: string,
  lang: string,
): string | undefined {
  if (!/^\[[^\]]+\]$/.test(written.trim())) return undefined;
  let root: XElement = el;
  while (root.parentNode?.nodeType === ELEMENT_NODE) root = root.parentNode as XElement;
  const target = floatOf(root, rid);
  if (!target) return undefined;
  const label = textOr(kid(target, 'label'));
  if (label) return label;
  const kind = lname(target);
  const n = descendants(root, [kind]).indexOf(target) + 1;
  if (/(fig\.?|figure|table|tab\.?|图|表)\s*$/i.test(before)) return String(n);
  if (kind === 'fig') return lang === 'zh' ? `图 ${n}` : `Figure ${n}`;
  return lang === 'zh' ? `表 ${n}` : `Table ${n}`;
}

/** The text node right before `el` in its parent ('' when there is none). */
export function textBefore(el: XElement): string {
  const siblings = el.parentNode?.childNodes;
  if (!siblings) return '';
  for (let i = 1; i < siblings.length; i++)
    if (siblings[i] === el) {
      const prev = siblings[i - 1]!;
      return prev.nodeType === TEXT_NODE ? (prev.nodeValue ?? '') : '';
    }
  return '';
}
