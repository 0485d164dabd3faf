/**
 * The `jats` metadata of a record: the stored JATS XML as imported, made embeddable in an OAI-PMH answer.
 */
import { resolveNamedEntities } from '../import/xml.js';
import { JATS_NS } from './formats.js';

const ROOT = /<article(?=[\s>/])/;

/**
 * The stored JATS text as an element to place inside `<metadata>`: everything before the root `<article>` (XML
 * declaration, DOCTYPE, comments) and after its end tag dropped; the named character references the JATS DTD would
 * define turned into numeric ones (the DTD is not there to define them); the root put in {@link JATS_NS} when it
 * has no default namespace (OAI-PMH requires qualified metadata). Returns null when no `<article>` root is found.
 */
export function embeddableJats(xml: string): string | null {
  const start = xml.search(ROOT);
  const end = xml.lastIndexOf('</article>');
  if (start < 0 || end < start) return null;
  let body = resolveNamedEntities(xml.slice(start, end + '</article>'.length));
  const openEnd = body.indexOf('>');
  if (!/\sxmlns\s*=/.test(body.slice(0, openEnd))) body = `<article xmlns="${JATS_NS}"${body.slice('<article'.length)}`;
  return body;
}
