/**
 * Verb: check a site file ("Sites as files"; format in docs/sites-file.md) without the database. Every problem
 * is collected, each naming its field path and line, e.g. `sites[2].header.navStyle (line 41, column 15): must be an
 * integer 0-6`: YAML syntax, unknown fields (with a suggestion), types, required fields, the records and ranges of
 * docs/product/sites-and-frame.md (rules.ts), duplicate sites and more than 3 shown custom buttons, and the optional
 * `counter` section (counter-section.ts). Never throws on bad input.
 */
import { checkCounterSection } from './counter-section.js';
import type { ListRecord, MenuRecord, ModuleRecord, Problem, SiteDoc, SitesFile, Values } from './model.js';
import { PICTURE_FIELDS, pictureRefProblem } from './pictures.js';
import { FIELD_RULES, MAX_SHOWN_BUTTONS, recordProblems } from './rules.js';
import type { FieldSpec } from '../../repositories/sites-file.js';
import { LIST_SECTIONS, occurrenceKeys, SECTIONS, type SectionKey } from './sections.js';
import { journalInfoProblems } from './journal-info.js';
import { type PathSegments, pathText, readYaml, type YamlSource } from './yaml-source.js';

/** What {@link validateSitesFile} returns: the checked file when there is no problem, and every problem. */
export interface ValidateResult {
  file: SitesFile | null;
  problems: Problem[];
}

/** Site keys besides the site record's fields. */
const SITE_PARTS = ['theme', 'journal', 'journals', 'header', 'customButtons', 'footer', 'tools', 'banners', 'menus'];

const isMapping = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length]![b.length]!;
}

/** Walks one file, collecting problems. */
class Checker {
  readonly problems: Problem[] = [];
  private readonly lines: string[];

  constructor(
    private readonly src: YamlSource,
    text: string,
  ) {
    this.lines = text.split(/\r?\n/);
  }

  problem(path: PathSegments, message: string, key = false): void {
    const at = this.src.locate(path, key);
    this.problems.push({ path: pathText(path), line: at?.line ?? null, column: at?.column ?? null, message });
  }

  /** A bare `#` after a colon starts a YAML comment: say so when a value came out empty that way. */
  private commentHint(path: PathSegments): string {
    const at = this.src.locate(path, true);
    const line = at ? this.lines[at.line - 1] : undefined;
    return line && /:\s+#/.test(line)
      ? " (a bare # starts a YAML comment: write the colour in quotes, e.g. '#2b2b2b')"
      : '';
  }

  private unknown(keys: string[], known: string[], path: PathSegments): void {
    for (const k of keys) {
      if (known.includes(k)) continue;
      const near = known.find((n) => n.toLowerCase() === k.toLowerCase()) ?? known.find((n) => distance(n, k) <= 2);
      this.problem([...path, k], `unknown field${near ? `; did you mean ${near}?` : ''}`, true);
    }
  }

  /** The value at `path` as written in the file (a number YAML read, e.g. 010081, before it lost its zero). */
  private written(path: PathSegments, v: unknown): string {
    const at = this.src.locate(path);
    const raw = at
      ? this.lines[at.line - 1]
          ?.slice(at.column - 1)
          .replace(/\s+#.*$/, '')
          .trim()
      : undefined;
    return raw || String(v);
  }

  private typeProblem(f: FieldSpec, v: unknown, path: PathSegments): string | null {
    switch (f.kind) {
      case 'integer':
        if (Number.isInteger(v) && Math.abs(v as number) <= 2_147_483_647) return null;
        return typeof v === 'string' && /^-?\d+$/.test(v.trim())
          ? 'must be an integer (without quotes)'
          : 'must be an integer';
      case 'text':
        if (typeof v === 'string') return null;
        return typeof v === 'number' || typeof v === 'boolean'
          ? `must be text: write it in quotes ('${this.written(path, v)}') so that YAML keeps it as written`
          : 'must be text';
      case 'boolean':
        return typeof v === 'boolean' ? null : 'must be true or false';
      case 'object':
        return isMapping(v) ? null : 'must be a mapping (key: value lines)';
    }
  }

  /**
   * Checks a mapping of `section` at `path` and returns its complete values (defaults for fields left out); `extra`
   * names keys handled by the caller.
   */
  record(section: SectionKey, raw: Record<string, unknown>, path: PathSegments, extra: string[] = []): Values {
    const spec = SECTIONS[section];
    this.unknown(Object.keys(raw), [...spec.fields.map((f) => f.name), ...extra], path);
    const out: Values = {};
    const rules = FIELD_RULES[section] ?? {};
    const pictures = PICTURE_FIELDS[section] ?? {};
    for (const f of spec.fields) {
      const v = raw[f.name];
      const at = [...path, f.name];
      if (v === undefined) {
        if (f.fallback === undefined) this.problem(at, 'is required', true);
        out[f.name] = f.fallback ?? null;
      } else if (v === null) {
        if (!f.nullable)
          this.problem(at, f.fallback === undefined ? 'is required' : `must not be empty${this.commentHint(at)}`);
        out[f.name] = f.nullable ? null : f.fallback;
      } else if (pictures[f.name] && isMapping(v)) {
        // a picture named by its repository path (pictures.ts); apply stores it and puts its id here
        const bad = pictureRefProblem(v);
        if (bad) this.problem(at, bad);
        out[f.name] = { file: v.file };
      } else {
        const bad = this.typeProblem(f, v, at) ?? rules[f.name]?.(v) ?? null;
        if (bad) this.problem(at, bad);
        out[f.name] = v;
      }
    }
    for (const p of recordProblems(section, out))
      if (raw[p.field] === undefined || raw[p.field] === null)
        this.problem([...path, p.field], p.message + (this.commentHint([...path, p.field]) || ' in quotes'));
    return out;
  }

  /** The items of a list at `path` (a problem when it is not a list or an item not a mapping). */
  items(raw: unknown, path: PathSegments): [Record<string, unknown>, PathSegments][] {
    if (raw === null) return [];
    if (!Array.isArray(raw)) {
      this.problem(path, 'must be a list (lines starting with -)');
      return [];
    }
    const out: [Record<string, unknown>, PathSegments][] = [];
    for (const [i, item] of raw.entries()) {
      if (isMapping(item)) out.push([item, [...path, i]]);
      else this.problem([...path, i], 'must be a mapping (key: value lines)');
    }
    return out;
  }

  list(section: SectionKey, raw: unknown, path: PathSegments): ListRecord[] {
    const recs = this.items(raw, path).map(([item, at]) => ({
      values: this.record(section, item, at),
      path: pathText(at),
    }));
    const keys = occurrenceKeys(
      section,
      recs.map((r) => r.values),
    );
    return recs.map((r, i) => ({ ...r, key: keys[i]! }));
  }

  code(raw: unknown, path: PathSegments): string | null {
    if (raw === null) return null;
    if (typeof raw === 'string' && raw.trim()) return raw;
    this.problem(path, "must be a journal's code (publications.code, e.g. its ISSN) or null");
    return null;
  }

  modules(raw: unknown, path: PathSegments): ModuleRecord[] {
    const recs = this.items(raw, path).map(([item, at]) => ({
      values: this.record('modules', item, at, ['journal']),
      journal: item.journal === undefined ? null : this.code(item.journal, [...at, 'journal']),
      path: pathText(at),
    }));
    const keys = occurrenceKeys(
      'modules',
      recs.map((r) => r.values),
    );
    return recs.map((r, i) => ({ ...r, key: keys[i]! }));
  }

  menus(raw: unknown, path: PathSegments): MenuRecord[] {
    const recs = this.items(raw, path).map(([item, at]) => ({
      values: this.record('menus', item, at, ['children', 'modules']),
      children: item.children === undefined ? [] : this.menus(item.children, [...at, 'children']),
      modules: item.modules === undefined ? [] : this.modules(item.modules, [...at, 'modules']),
      path: pathText(at),
    }));
    const keys = occurrenceKeys(
      'menus',
      recs.map((r) => r.values),
    );
    return recs.map((r, i) => ({ ...r, key: keys[i]! }));
  }

  site(raw: Record<string, unknown>, path: PathSegments): SiteDoc {
    const record = this.record('site', raw, path, SITE_PARTS);
    if (isMapping(raw.journalInfo))
      for (const p of journalInfoProblems(raw.journalInfo))
        this.problem([...path, 'journalInfo', ...p.path], p.message);
    const doc: SiteDoc = { sld: String(record.sld ?? ''), path: pathText(path), record };
    const part = (k: string) => raw[k];
    const mapping = (k: string): Record<string, unknown> | null => {
      if (isMapping(part(k))) return part(k) as Record<string, unknown>;
      this.problem([...path, k], 'must be a mapping (key: value lines)');
      return null;
    };
    for (const k of ['theme', 'header', 'footer'] as const) {
      if (part(k) === undefined) continue;
      const m = mapping(k);
      if (m) doc[k] = this.record(k, m, [...path, k]);
    }
    if (part('journal') !== undefined) doc.journal = this.code(part('journal'), [...path, 'journal']);
    if (part('journals') !== undefined) {
      const list = Array.isArray(part('journals')) ? (part('journals') as unknown[]) : null;
      if (!list) this.problem([...path, 'journals'], 'must be a list of journal codes');
      doc.journals = [];
      for (const [i, c] of (list ?? []).entries()) {
        const code = this.code(c, [...path, 'journals', i]);
        if (code && doc.journals.includes(code)) this.problem([...path, 'journals', i], `lists ${code} twice`);
        else if (code) doc.journals.push(code);
      }
    }
    for (const k of LIST_SECTIONS) if (part(k) !== undefined) doc[k] = this.list(k, part(k), [...path, k]);
    if (part('menus') !== undefined) doc.menus = this.menus(part('menus'), [...path, 'menus']);
    const shown = (doc.customButtons ?? []).filter((b) => b.values.status === 1);
    if (shown.length > MAX_SHOWN_BUTTONS) {
      const i = (doc.customButtons ?? []).indexOf(shown[MAX_SHOWN_BUTTONS]!);
      this.problem(
        [...path, 'customButtons', i, 'status'],
        `at most ${MAX_SHOWN_BUTTONS} custom buttons can be shown (docs/product/sites-and-frame.md); set status 0 on the others`,
      );
    }
    return doc;
  }
}

/** Problems in file order (line, then column); problems without a place first. */
function byPlace(problems: Problem[]): Problem[] {
  return problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (a.p.line ?? 0) - (b.p.line ?? 0) || (a.p.column ?? 0) - (b.p.column ?? 0) || a.i - b.i)
    .map((x) => x.p);
}

function segmentsOf(path: string): PathSegments {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}

/** Checks the text of a site file; `file` is set only when there is no problem. */
export async function validateSitesFile({ input }: { input: { text: string } }): Promise<ValidateResult> {
  const src = readYaml(input.text);
  const c = new Checker(src, input.text);
  c.problems.push(...src.problems);
  if (c.problems.length) return { file: null, problems: byPlace(c.problems) };
  const root = src.value;
  if (!isMapping(root)) {
    c.problem(
      [],
      root === undefined || root === null
        ? 'the file is empty'
        : 'must be a mapping with version, sites and optionally counter',
    );
    return { file: null, problems: c.problems };
  }
  for (const k of Object.keys(root))
    if (k !== 'version' && k !== 'sites' && k !== 'counter')
      c.problem([k], 'unknown field; the file has version, sites and optionally counter', true);
  if (root.version !== 1) c.problem(['version'], 'must be 1 (the version of the site file format)');
  if (!Array.isArray(root.sites)) c.problem(['sites'], 'must be a list of sites (lines starting with -)');
  const sites: SiteDoc[] = [];
  for (const [raw, at] of c.items(Array.isArray(root.sites) ? root.sites : [], ['sites'])) {
    const site = c.site(raw, at);
    if (sites.some((s) => s.sld === site.sld))
      c.problem([...at, 'sld'], `site ${site.sld} is already listed above; list each site once`);
    sites.push(site);
  }
  const counter =
    root.counter === undefined ? undefined : checkCounterSection(root.counter, (p, m, k) => c.problem(p, m, k));
  if (c.problems.length) return { file: null, problems: byPlace(c.problems) };
  const file: SitesFile = {
    version: 1,
    sites,
    ...(counter ? { counter } : {}),
    locate: (path) => src.locate(segmentsOf(path)),
  };
  return { file, problems: [] };
}
