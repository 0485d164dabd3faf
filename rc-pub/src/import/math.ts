/** MathML of a JATS body (inline-formula, disp-formula) as the article HTML keeps it. */
import { esc, tag } from './html.js';
import { CDATA_NODE, ELEMENT_NODE, lname, TEXT_NODE, type XElement } from './xml.js';

/** Serialises a MathML subtree as plain `<math>` (namespace prefixes and xmlns attributes dropped; end tags explicit). */
export function renderMath(el: XElement): string {
  const walk = (e: XElement): string => {
    const attrs: Record<string, string> = {};
    const as = e.attributes;
    for (let i = 0; i < as.length; i++) {
      const a = as[i]!;
      if (a.name === 'xmlns' || a.name.startsWith('xmlns:')) continue;
      const local = a.name.includes(':') ? a.name.slice(a.name.indexOf(':') + 1) : a.name;
      attrs[local] = a.value;
    }
    let inner = '';
    const cs = e.childNodes;
    for (let i = 0; i < cs.length; i++) {
      const c = cs[i]!;
      if (c.nodeType === TEXT_NODE || c.nodeType === CDATA_NODE) inner += esc(c.nodeValue ?? '');
      else if (c.nodeType === ELEMENT_NODE) inner += walk(c as XElement);
    }
    return tag(lname(e), attrs, inner);
  };
  return walk(el);
}
