/**
 * A site file's YAML text as values plus the place of every field (every problem names its line). Uses the
 * yaml library's node ranges and a LineCounter; YAML syntax errors (bad indentation, duplicate keys, tabs) become
 * problems with their own line and column, never an exception.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, type Node, parseDocument, stringify, type YAMLError } from 'yaml';
import type { Problem } from './model.js';

/** A path into the file: mapping keys and list indexes, e.g. ['sites', 2, 'header', 'navStyle']. */
export type PathSegments = (string | number)[];

/** The parsed file: its plain value, syntax problems and a locator. */
export interface YamlSource {
  /** The document as plain values (undefined when the text has syntax errors). */
  value: unknown;
  problems: Problem[];
  /**
   * 1-based line and column of the node at `path`; with `key`, of the mapping key of its last segment. A path that
   * leads nowhere gives the place of the deepest node on it (a missing field: its mapping).
   */
  locate(path: PathSegments, key?: boolean): { line: number; column: number } | null;
}

/** `sites[2].header.navStyle` from ['sites', 2, 'header', 'navStyle']. */
export function pathText(path: PathSegments): string {
  return path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i ? `.${s}` : s)).join('');
}

function syntaxProblem(e: YAMLError, lines: LineCounter): Problem {
  const pos = e.linePos?.[0] ?? lines.linePos(e.pos[0]);
  // the library appends " at line N, column M:" and a code excerpt; the place is printed by formatProblem instead
  const message = e.message.replace(/ at line \d+, column \d+:[\s\S]*$/, '').trim();
  return { path: '', line: pos.line, column: pos.col, message: `YAML: ${message}` };
}

/** Parses `text` (YAML 1.2, unique keys) into a {@link YamlSource}. */
export function readYaml(text: string): YamlSource {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: true });
  const problems = [...doc.errors, ...doc.warnings].map((e) => syntaxProblem(e, lines));
  const at = (offset: number) => {
    const p = lines.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const locate = (path: PathSegments, key = false) => {
    let node: unknown = doc.contents;
    let place = node && (node as Node).range ? at((node as Node).range![0]) : null;
    for (const [i, seg] of path.entries()) {
      const last = i === path.length - 1;
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(seg));
        if (!pair) return place;
        const keyNode = pair.key as Node;
        if (last && key && keyNode.range) return at(keyNode.range[0]);
        node = pair.value;
        const r = (node as Node | null)?.range ?? keyNode.range;
        if (r) place = at(r[0]);
      } else if (isSeq(node) && typeof seg === 'number') {
        node = node.items[seg];
        const r = (node as Node | undefined)?.range;
        if (!r) return place;
        place = at(r[0]);
      } else return place;
    }
    return place;
  };
  let value: unknown;
  if (!doc.errors.length) {
    try {
      value = doc.toJS({ maxAliasCount: 100 });
    } catch (e) {
      problems.push({ path: '', line: null, column: null, message: `YAML: ${(e as Error).message}` });
    }
  }
  return { value, problems, locate };
}

/**
 * `value` as YAML the way export writes it: no line folding (long HTML stays on one line, so a diff of two exports
 * shows whole values), no anchors for repeated values.
 */
export function writeYaml(value: unknown): string {
  return stringify(value, { lineWidth: 0, minContentWidth: 0, aliasDuplicateObjects: false });
}
