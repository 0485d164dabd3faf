/**
 * The search query language (docs/product/search.md#query-language): uppercase AND/OR/NOT, implied AND,
 * parentheses, quoted phrases, field prefixes, full-width punctuation, precedence NOT > AND > OR, and readable errors
 * with positions in zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { QueryNodeWire } from '../../rc-pub/src/contract/search.js';
import { SearchInputError } from '../../rc-pub/src/search/query/errors.js';
import { compileQuery } from '../../rc-pub/src/search/query/compile.js';
import { parseQuery } from '../../rc-pub/src/search/query/parser.js';

/** Compact rendering of an AST: terms as text (phrases quoted, fields prefixed), AND(…), OR(…), NOT(…). */
function show(n: QueryNodeWire): string {
  if (n.kind === 'term') return `${n.field ? `${n.field}:` : ''}${n.phrase ? `"${n.text}"` : n.text}`;
  if (n.kind === 'not') return `NOT(${show(n.child)})`;
  return `${n.kind.toUpperCase()}(${n.children.map(show).join(' ')})`;
}
const p = (q: string) => show(parseQuery(q));

function errorOf(q: string): SearchInputError {
  try {
    parseQuery(q);
  } catch (e) {
    if (e instanceof SearchInputError) return e;
    throw e;
  }
  throw new Error(`no error for ${q}`);
}

describe('grammar', () => {
  it('joins adjacent terms with an implied AND', () => {
    expect(p('石墨烯 制备')).toBe('AND(石墨烯 制备)');
    expect(p('graphene')).toBe('graphene');
  });
  it('treats only uppercase AND, OR, NOT as operators', () => {
    expect(p('cats AND dogs')).toBe('AND(cats dogs)');
    expect(p('cats and dogs')).toBe('AND(cats and dogs)');
    expect(p('cats or dogs')).toBe('AND(cats or dogs)');
    expect(p('not cats')).toBe('AND(not cats)');
    expect(p('cats OR dogs')).toBe('OR(cats dogs)');
    expect(p('cats NOT dogs')).toBe('AND(cats NOT(dogs))');
  });
  it('binds NOT tighter than AND, and AND tighter than OR', () => {
    expect(p('a OR b AND c')).toBe('OR(a AND(b c))');
    expect(p('a AND b OR c')).toBe('OR(AND(a b) c)');
    expect(p('a b OR c d')).toBe('OR(AND(a b) AND(c d))');
    expect(p('NOT a AND b')).toBe('AND(NOT(a) b)');
    expect(p('NOT NOT a')).toBe('a');
  });
  it('groups with parentheses and flattens same-kind nesting', () => {
    expect(p('(a OR b) AND c')).toBe('AND(OR(a b) c)');
    expect(p('a AND (b AND c)')).toBe('AND(a b c)');
    expect(p('NOT (a OR b)')).toBe('NOT(OR(a b))');
    expect(p('((a))')).toBe('a');
  });
  it('reads quoted phrases, including Chinese quotes, as one term', () => {
    expect(p('"machine learning" AND model')).toBe('AND("machine learning" model)');
    expect(p('“石墨烯 制备”')).toBe('"石墨烯 制备"');
    expect(p('"AND OR"')).toBe('"AND OR"');
  });
  it('applies field prefixes to a term or a group, in English or Chinese labels', () => {
    expect(p('title:graphene')).toBe('title:graphene');
    expect(p('Title: graphene')).toBe('title:graphene');
    expect(p('author:"Li Wei" keyword:制备')).toBe('AND(author:"Li Wei" keyword:制备)');
    expect(p('title:(a OR abstract:b)')).toBe('OR(title:a abstract:b)');
    expect(p('作者：张三 AND 关键词:石墨烯')).toBe('AND(author:张三 keyword:石墨烯)');
    expect(p('articleTitle:x caption:y label:Fig')).toBe('AND(articleTitle:x caption:y label:Fig)');
    expect(p('ratio:3')).toBe('ratio:3');
  });
  it('normalises full-width punctuation, parentheses and spaces', () => {
    expect(p('（a OR b）　c')).toBe('AND(OR(a b) c)');
    expect(p('a ＯＲ b')).toBe('OR(a b)');
    expect(p('a，b；c、d')).toBe('AND(a b c d)');
  });
  it('keeps a DOI with slashes, colons and parentheses as one term', () => {
    expect(p('doi:10.1002/(SICI)1097-4636(199603)31:3<1::AID>3.0.CO')).toBe(
      'doi:10.1002/(SICI)1097-4636(199603)31:3<1::AID>3.0.CO',
    );
    expect(p('(10.1371/journal.pone.0001)')).toBe('10.1371/journal.pone.0001');
  });
  it('turns control characters into separators', () => {
    expect(p('a\u0000b\tc')).toBe('AND(a b c)');
  });
});

describe('errors (position = 1-based character typed)', () => {
  it('rejects an empty keyword', () => {
    expect(errorOf('   ').kind).toBe('required');
    expect(errorOf('  ').messageIn('zh')).toBe('请输入检索词');
    expect(errorOf('').messageIn('en')).toBe('A search term is required');
  });
  it('reports unbalanced quotes', () => {
    const e = errorOf('abc "def');
    expect(e.kind).toBe('unclosedQuote');
    expect(e.position).toBe(5);
    expect(e.messageIn('en')).toBe('The quote at character 5 is not closed');
    expect(e.messageIn('zh')).toBe('第 5 个字符处的引号没有闭合');
    expect(errorOf('x “石墨烯').position).toBe(3);
    expect(errorOf('""').kind).toBe('emptyQuote');
  });
  it('reports unbalanced and empty parentheses', () => {
    expect(errorOf('(a OR b').kind).toBe('unclosedParen');
    expect(errorOf('(a OR b').position).toBe(1);
    expect(errorOf('x (').kind).toBe('unclosedParen');
    expect(errorOf('a OR b)').kind).toBe('unexpectedCloseParen');
    expect(errorOf('a OR b)').position).toBe(7);
    expect(errorOf('a () b').kind).toBe('emptyGroup');
    expect(errorOf('a （）').messageIn('en')).toBe('The parentheses at character 3 contain no search term');
    expect(errorOf('(a))').kind).toBe('unexpectedCloseParen');
  });
  it('reports dangling operators with the side that is missing', () => {
    expect(errorOf('AND a')).toMatchObject({ kind: 'missingLeft', position: 1 });
    expect(errorOf('a OR')).toMatchObject({ kind: 'missingRight', position: 3 });
    expect(errorOf('a AND OR b')).toMatchObject({ kind: 'missingRight', position: 3 });
    expect(errorOf('a NOT')).toMatchObject({ kind: 'missingRight' });
    expect(errorOf('(OR a)')).toMatchObject({ kind: 'missingLeft', position: 2 });
    expect(errorOf('a AND').messageIn('zh')).toBe('第 3 个字符处的运算符 AND 后面缺少检索词');
    expect(errorOf('OR a').messageIn('en')).toBe('The operator OR at character 1 needs a search term before it');
  });
  it('reports a field prefix without a term', () => {
    expect(errorOf('title:')).toMatchObject({ kind: 'missingFieldTerm', position: 1 });
    expect(errorOf('a title: OR b').messageIn('en')).toBe(
      'The field "title:" at character 3 needs a search term after it',
    );
  });
  it('bounds the number of terms and nesting', () => {
    expect(errorOf(Array.from({ length: 70 }, (_, i) => `t${i}`).join(' ')).kind).toBe('tooComplex');
    expect(errorOf(`${'('.repeat(20)}a${')'.repeat(20)}`).kind).toBe('tooComplex');
  });
  it('is a 400 business error', () => {
    expect(errorOf('(').status).toBe(400);
  });
});

describe('head hits (ranking: title/keyword matches rank before the rest)', () => {
  const headOnly = (q: string, field: 'all' | 'title' = 'all') =>
    compileQuery(parseQuery(q), { defaultField: field, precision: 1 }).headOnly;
  it('knows when every match must hit a title or keyword, so ranking need not look the head hits up', () => {
    expect(headOnly('研究', 'title')).toBe(true);
    expect(headOnly('title:石墨烯 AND abstract:制备')).toBe(true);
    expect(headOnly('title:石墨烯 OR keyword:制备')).toBe(true);
    expect(headOnly('研究')).toBe(false);
    expect(headOnly('title:石墨烯 OR abstract:制备')).toBe(false);
    expect(headOnly('NOT title:石墨烯')).toBe(false);
    expect(headOnly('title:石墨烯 OR NOT 制备')).toBe(false);
  });
});
