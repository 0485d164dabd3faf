/**
 * AST → SQL (docs/product/search.md: query language, fields and precision): turns a {@link QueryNodeWire} into a Drizzle
 * `sql` predicate over `search_docs` (alias-free column references), plus what ranking and highlighting need. Serves
 * every search route (GET /front/search and the type-fixed searches, their clusters, POST /front/advSearch and its
 * clusters, GET /front/search/analyze) and the keyword alerts, through search/query/compile.ts, which hands in the
 * text analysis of terms ({@link TermAnalyzer}, search/query/terms.ts).
 * Every user-supplied value is a bound parameter; tsqueries are built with `phraseto_tsquery('simple', $lexemes)` and
 * `to_tsquery('simple', $'word':*)` over lexemes that contain only letters, digits and marks (the analyzer's promise),
 * so tsquery metacharacters (& | ! : * ( ) ' <->) typed by the user can never change the query's structure.
 *
 * Terms on the same tsvector are combined inside one tsquery (`&&`, `||`, `!!`) so a plain query is a single GIN
 * lookup; terms on different fields become a boolean expression of `@@` tests. Fuzzy Latin words (precision 0) also
 * match the trigram-similar words of the search_words vocabulary, ORed into their tsquery (see similarWords).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AdvancedRowWire, QueryNodeWire, SearchField } from '../../contract/search.js';
import { searchDocs as d, searchWords } from '../../db/schema/search.js';

/** A compiled match predicate over `search_docs` (what repositories/search.ts and the alert matcher take). */
export type SearchPredicate = SQL;

/**
 * The text analysis the compiler applies to each term (search/query/terms.ts): the lexemes a tsvector must hold
 * (letters, digits and marks only) and the surface forms to highlight, longest first.
 */
export interface TermAnalyzer {
  /** Space-separated lexeme sequences for `phraseto_tsquery` and words to match as prefixes (`'word':*`). */
  lexemes(text: string, phrase: boolean, precision: 0 | 1): { phrases: string[]; prefixes: string[] };
  highlights(text: string, phrase: boolean, precision: 0 | 1): string[];
  /**
   * The head's exact-match lexemes for a term (the term as a whole keyword; as a title word when it is one Chinese
   * run), or null; letters, digits and marks only.
   */
  exact(text: string): { keyword: string; word: string | null } | null;
}

/** tsvector column of each text field (the field dropdown, docs/product/search.md#fields; see rc-pub/src/db/schema/search.ts). */
const TSV: Partial<Record<SearchField, SQL>> = {
  all: sql`${d.tsv}`,
  title: sql`${d.tsvTitle}`,
  keyword: sql`${d.tsvKeyword}`,
  author: sql`${d.tsvAuthor}`,
  institution: sql`${d.tsvInstitution}`,
  abstract: sql`${d.tsvAbstract}`,
  sponsor: sql`${d.tsvSponsor}`,
  caption: sql`${d.tsvCaption}`,
  label: sql`${d.tsvLabel}`,
  articleTitle: sql`${d.tsvArticleTitle}`,
};

/** A single Latin word long enough for trigram similarity to mean something. */
const TYPO_WORD = /^[A-Za-z]{4,}$/;
/** Fields whose text the fuzzy vocabulary covers (search_words holds the words of titles, keywords, captions). */
const FUZZY_FIELDS = new Set<SearchField>(['all', 'title', 'keyword', 'caption']);
/** Least trigram similarity of a vocabulary word to a fuzzy query word (grapheen ~ graphene is 0.5). */
const FUZZY_SIMILARITY = 0.45;
/** Most vocabulary words a fuzzy query word expands to (the most similar first). */
const FUZZY_WORDS = 8;

/**
 * tsquery ORing the vocabulary words that start with the same letter as `word` (lower-case Latin letters) and are
 * trigram-similar to it (pg_trgm), or NULL when there are none (the caller coalesces; an empty tsquery would make
 * PostgreSQL emit a NOTICE per statement). An uncorrelated subquery: evaluated once per statement.
 */
function similarWords(word: string): SQL {
  // the first letter is taken as typed (a fuzzy "prefix length" of 1, as search engines default to): the primary-key
  // range narrows the vocabulary to ~1/26 before any trigram is computed (the planner seq-scans a small
  // vocabulary rather than use its trigram index: 7 ms a word at 7,000 words, four times a statement)
  const first = word.slice(0, 1);
  const next = String.fromCharCode(first.charCodeAt(0) + 1);
  return sql`(select to_tsquery('simple', string_agg(w.word, ' | ')) from (
    select ${searchWords.word} as word from ${searchWords}
    where ${searchWords.word} >= ${first} and ${searchWords.word} < ${next}
      and ${searchWords.word} % ${word} and similarity(${searchWords.word}, ${word}) >= ${FUZZY_SIMILARITY}
    order by similarity(${searchWords.word}, ${word}) desc, ${searchWords.word} limit ${FUZZY_WORDS}) w)`;
}

/** A DOI as typed (Crossref: `10.` + registrant code + `/` + suffix). */
const DOI = /^10\.\d{4,9}\/\S+$/;

/** Options of one compilation. */
export interface CompileOptions {
  /** Field of terms without a prefix (the dropdown, docs/product/search.md#fields); default 'all'. */
  defaultField: SearchField;
  /** Precision (docs/product/search.md#precision): 1 precise, 0 fuzzy. */
  precision: 0 | 1;
}

/** Result: the match predicate, the tsquery to rank by (null when no positive text term), DOIs to rank first. */
export interface CompiledQuery {
  where: SearchPredicate;
  /** OR of the positive terms' tsqueries, for `ts_rank_cd(weights, tsv, rank)`. */
  rank: SQL | null;
  /** Lower-cased DOIs typed as terms: an exact match ranks first. */
  dois: string[];
  /** Surface forms to highlight (positive terms only), longest first. */
  highlights: string[];
  /**
   * Exact-match ranking (docs/product/search.md, Relevance), or null without a positive term on all/title/keyword:
   * `any`, a tsquery of every term's exact lexemes (found through the `tsv_rank` GIN), and `score`, a number over
   * `tsv_rank`: per term 2 when it is a whole keyword of the row, plus 1 when it is a word of the row's title.
   */
  exact: ExactRank | null;
  /**
   * True when every match is necessarily a title/keyword ("head") hit, i.e. `tsv_rank @@ rank` holds for every
   * matched row (a title: or keyword: query), so ranking need not look the head hits up (repositories/search.ts).
   */
  headOnly: boolean;
}

/** See {@link CompiledQuery.exact}. */
export interface ExactRank {
  any: SQL;
  score: SQL;
}

/** One positive term's exact lexemes (TermAnalyzer.exact). */
type ExactTerm = { keyword: string; word: string | null };

/** Fields whose terms take part in exact-match ranking (the default field and the head's). */
const EXACT_FIELDS = new Set<SearchField>(['all', 'title', 'keyword']);

/** The exact-match ranking of the positive terms (see {@link CompiledQuery.exact}); null without any. */
function exactRank(terms: ExactTerm[]): ExactRank | null {
  if (!terms.length) return null;
  const lexeme = (l: string) => sql`to_tsquery('simple', ${`'${l}'`})`;
  const all = terms.flatMap((t) => (t.word ? [t.keyword, t.word] : [t.keyword]));
  const score = terms.map(
    (t) =>
      sql`(case when ${d.tsvRank} @@ ${lexeme(t.keyword)} then 2 else 0 end${
        t.word ? sql` + case when ${d.tsvRank} @@ ${lexeme(t.word)} then 1 else 0 end` : sql``
      })`,
  );
  return { any: sql.join([...new Set(all)].map(lexeme), sql` || `), score: sql.join(score, sql` + `) };
}

/** Fields whose lexemes make up `tsv_rank` (the head: title A, keyword B). */
const HEAD_FIELDS = new Set<SearchField>(['title', 'keyword']);

/**
 * Whether every row satisfying `n` matches a positive term on a head field: a term on a head field does; an AND does
 * when one of its children does; an OR when all do; a NOT never does (it is satisfied by absence).
 */
function mustHitHead(n: QueryNodeWire, defaultField: SearchField): boolean {
  if (n.kind === 'term') return HEAD_FIELDS.has(n.field ?? defaultField);
  if (n.kind === 'not') return false;
  const hits = n.children.map((c) => mustHitHead(c, defaultField));
  return n.kind === 'and' ? hits.some(Boolean) : hits.length > 0 && hits.every(Boolean);
}

/** Either a tsquery over one column (combinable) or an opaque boolean predicate. */
type Part = { t: 'tsq'; field: SearchField; q: SQL; negOf?: SQL } | { t: 'pred'; p: SQL } | null;

/** Escapes LIKE wildcards (backslash is the default escape character). */
function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The part as a boolean (NULL when the field does not apply to the row; NOT wraps it in coalesce). */
function asPred(part: Exclude<Part, null>): SQL {
  if (part.t === 'pred') return part.p;
  // a row without the field (NULL tsvector) does not contain the negated term
  if (part.negOf) return sql`not coalesce(${TSV[part.field]} @@ (${part.negOf}), false)`;
  return sql`${TSV[part.field]} @@ (${part.q})`;
}

class Compiler {
  readonly dois = new Set<string>();
  readonly highlights = new Set<string>();
  readonly rankQueries: SQL[] = [];
  readonly exactTerms: ExactTerm[] = [];
  constructor(
    private readonly opts: CompileOptions,
    private readonly terms: TermAnalyzer,
  ) {}

  term(node: Extract<QueryNodeWire, { kind: 'term' }>, negated: boolean): Part {
    const field = node.field ?? this.opts.defaultField;
    const text = node.text.trim();
    const lower = text.toLowerCase();
    if (field === 'doi') {
      if (!negated) this.dois.add(lower);
      if (!negated) this.highlights.add(lower);
      return this.opts.precision === 1 || node.phrase
        ? { t: 'pred', p: sql`${d.doi} = ${lower}` }
        : { t: 'pred', p: sql`${d.doi} like ${`${likeEscape(lower)}%`}` };
    }
    if (field === 'issn' || field === 'cn') {
      const col = field === 'issn' ? d.issn : d.cn;
      const needle = field === 'issn' ? lower.replace(/[-\s]/g, '') : lower;
      if (!needle) return null;
      if (!negated) this.highlights.add(text);
      const hay = field === 'issn' ? sql`replace(${col}, '-', '')` : sql`${col}`;
      return { t: 'pred', p: sql`${hay} ilike ${`%${likeEscape(needle)}%`}` };
    }
    const lex = this.terms.lexemes(text, node.phrase, this.opts.precision);
    const parts: SQL[] = [
      ...lex.phrases.map((p) => sql`phraseto_tsquery('simple', ${p})`),
      ...lex.prefixes.map((w) => sql`to_tsquery('simple', ${`'${w}':*`})`),
    ];
    if (!parts.length) return null;
    const q = sql.join(parts, sql` && `);
    const fuzzyWord = this.opts.precision === 0 && !node.phrase && FUZZY_FIELDS.has(field) && TYPO_WORD.test(text);
    if (!negated) {
      const exact = EXACT_FIELDS.has(field) ? this.terms.exact(text) : null;
      if (exact && !this.exactTerms.some((t) => t.keyword === exact.keyword)) this.exactTerms.push(exact);
      if (!fuzzyWord) this.rankQueries.push(q);
      for (const h of this.terms.highlights(text, node.phrase, this.opts.precision)) this.highlights.add(h);
    }
    // fuzzy typo tolerance (precision 0): a single Latin word of 4+ letters also matches the vocabulary
    // words similar to it (search_words), ORed into the same tsquery, so the match stays one GIN lookup
    if (fuzzyWord) {
      const fuzzy = sql`(${q}) || coalesce(${similarWords(lower)}, (${q}))`;
      if (!negated) this.rankQueries.push(fuzzy);
      return { t: 'tsq', field, q: fuzzy };
    }
    if (field === 'all' && DOI.test(text)) {
      if (!negated) this.dois.add(lower);
      return { t: 'pred', p: sql`(${d.doi} = ${lower} or ${asPred({ t: 'tsq', field, q })})` };
    }
    return { t: 'tsq', field, q };
  }

  node(n: QueryNodeWire, negated: boolean): Part {
    if (n.kind === 'term') return this.term(n, negated);
    if (n.kind === 'not') {
      const inner = this.node(n.child, !negated);
      if (!inner) return null;
      if (inner.t === 'pred') return { t: 'pred', p: sql`not coalesce(${inner.p}, false)` };
      if (inner.negOf) return { t: 'tsq', field: inner.field, q: inner.negOf };
      return { t: 'tsq', field: inner.field, q: sql`!!(${inner.q})`, negOf: inner.q };
    }
    const parts = n.children.map((c) => this.node(c, negated)).filter((p): p is Exclude<Part, null> => p !== null);
    if (!parts.length) return null;
    if (parts.length === 1) return parts[0]!;
    const first = parts[0]!;
    if (first.t === 'tsq' && parts.every((p) => p.t === 'tsq' && p.field === first.field)) {
      const op = n.kind === 'and' ? sql` && ` : sql` || `;
      return {
        t: 'tsq',
        field: first.field,
        q: sql.join(
          parts.map((p) => sql`(${(p as { q: SQL }).q})`),
          op,
        ),
      };
    }
    const op = n.kind === 'and' ? sql` and ` : sql` or `;
    return { t: 'pred', p: sql`(${sql.join(parts.map(asPred), op)})` };
  }
}

/**
 * Compiles `node` with the term analysis `terms` (see the module comment). A query whose terms have no letters or
 * digits matches nothing.
 */
export function compileSearchSql(node: QueryNodeWire, opts: CompileOptions, terms: TermAnalyzer): CompiledQuery {
  const c = new Compiler(opts, terms);
  const part = c.node(node, false);
  return {
    where: part ? asPred(part) : sql`false`,
    rank: c.rankQueries.length
      ? sql.join(
          c.rankQueries.map((q) => sql`(${q})`),
          sql` || `,
        )
      : null,
    dois: [...c.dois],
    highlights: [...c.highlights].sort((a, b) => b.length - a.length),
    exact: part ? exactRank(c.exactTerms) : null,
    headOnly: part !== null && c.rankQueries.length > 0 && mustHitHead(node, opts.defaultField),
  };
}

/**
 * Combines the compiled rows of the advanced search form (POST /front/advSearch and its clusters): OR of AND-groups;
 * NOT rows enter their group negated and are not ranked or highlighted.
 */
export function combineCompiled(rows: { op: AdvancedRowWire['op']; c: CompiledQuery }[]): CompiledQuery {
  const groups: SQL[][] = [];
  const groupHead: boolean[] = [];
  const ranks: SQL[] = [];
  const exacts: ExactRank[] = [];
  const dois = new Set<string>();
  const highlights = new Set<string>();
  rows.forEach(({ op, c }, i) => {
    const negated = i > 0 && op === 'NOT';
    if (i === 0 || op === 'OR') {
      groups.push([]);
      groupHead.push(false);
    }
    if (!negated && c.headOnly) groupHead[groupHead.length - 1] = true;
    groups.at(-1)!.push(negated ? sql`not coalesce(${c.where}, false)` : sql`(${c.where})`);
    if (negated) return;
    if (c.rank) ranks.push(c.rank);
    if (c.exact) exacts.push(c.exact);
    for (const x of c.dois) dois.add(x);
    for (const x of c.highlights) highlights.add(x);
  });
  const where = sql.join(
    groups.map((g) => sql`(${sql.join(g, sql` and `)})`),
    sql` or `,
  );
  return {
    where: groups.length === 1 ? (groups[0]!.length === 1 ? groups[0]![0]! : where) : sql`(${where})`,
    rank: ranks.length
      ? sql.join(
          ranks.map((r) => sql`(${r})`),
          sql` || `,
        )
      : null,
    dois: [...dois],
    highlights: [...highlights].sort((a, b) => b.length - a.length),
    exact: exacts.length
      ? {
          any: sql.join(
            exacts.map((e) => sql`(${e.any})`),
            sql` || `,
          ),
          score: sql.join(
            exacts.map((e) => sql`(${e.score})`),
            sql` + `,
          ),
        }
      : null,
    // every OR-group has a positive row whose every match is a head hit
    headOnly: groupHead.length > 0 && groupHead.every(Boolean),
  };
}
