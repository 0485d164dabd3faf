/**
 * Errors of search input (docs/product/search.md, Keyword rules and Query language): each carries its message in zh and en so the
 * search routes answer in the request's language (envelope status 400, docs/product/search.md#query-language), and a 1-based character position
 * into the keyword as typed when the error is a syntax error.
 */
import type { Lang } from '../../contract/wire.js';
import { RcPubError } from '../../lib/errors.js';

/** What went wrong in the keyword. */
export type SearchErrorKind =
  | 'required'
  | 'tooLong'
  | 'unclosedQuote'
  | 'emptyQuote'
  | 'unclosedParen'
  | 'unexpectedCloseParen'
  | 'emptyGroup'
  | 'missingLeft'
  | 'missingRight'
  | 'missingFieldTerm'
  | 'fieldNotForType'
  | 'tooComplex';

type Params = { pos?: number; op?: string; field?: string; max?: number; type?: string };

const texts: Record<SearchErrorKind, { zh: (p: Params) => string; en: (p: Params) => string }> = {
  required: { zh: () => '请输入检索词', en: () => 'A search term is required' },
  tooLong: {
    zh: (p) => `检索词不能超过 ${p.max} 个字符`,
    en: (p) => `The search term must be at most ${p.max} characters`,
  },
  unclosedQuote: {
    zh: (p) => `第 ${p.pos} 个字符处的引号没有闭合`,
    en: (p) => `The quote at character ${p.pos} is not closed`,
  },
  emptyQuote: {
    zh: (p) => `第 ${p.pos} 个字符处的引号内没有检索词`,
    en: (p) => `The quotes at character ${p.pos} contain no search term`,
  },
  unclosedParen: {
    zh: (p) => `第 ${p.pos} 个字符处的左括号“(”没有对应的右括号`,
    en: (p) => `The parenthesis "(" at character ${p.pos} is not closed`,
  },
  unexpectedCloseParen: {
    zh: (p) => `第 ${p.pos} 个字符处的右括号“)”没有对应的左括号`,
    en: (p) => `The parenthesis ")" at character ${p.pos} has no matching "("`,
  },
  emptyGroup: {
    zh: (p) => `第 ${p.pos} 个字符处的括号内没有检索词`,
    en: (p) => `The parentheses at character ${p.pos} contain no search term`,
  },
  missingLeft: {
    zh: (p) => `第 ${p.pos} 个字符处的运算符 ${p.op} 前面缺少检索词`,
    en: (p) => `The operator ${p.op} at character ${p.pos} needs a search term before it`,
  },
  missingRight: {
    zh: (p) => `第 ${p.pos} 个字符处的运算符 ${p.op} 后面缺少检索词`,
    en: (p) => `The operator ${p.op} at character ${p.pos} needs a search term after it`,
  },
  missingFieldTerm: {
    zh: (p) => `第 ${p.pos} 个字符处的字段“${p.field}:”后面缺少检索词`,
    en: (p) => `The field "${p.field}:" at character ${p.pos} needs a search term after it`,
  },
  fieldNotForType: {
    zh: (p) => `字段“${p.field}”不适用于此资源类型（${p.type}）`,
    en: (p) => `The field "${p.field}" does not apply to this resource type (${p.type})`,
  },
  tooComplex: {
    zh: (p) => `检索式过于复杂（最多 ${p.max} 个检索词或 ${p.max} 层括号）`,
    en: (p) => `The query is too complex (at most ${p.max} terms or ${p.max} levels of parentheses)`,
  },
};

/**
 * A search input error: envelope status 400 (BAD_REQUEST). `position` is the 1-based character of the keyword where
 * the problem is (syntax errors only). The search routes send `messageIn(lang)`; elsewhere the app's error handler
 * still turns it into a 400 envelope (with the English text as the reason).
 */
export class SearchInputError extends RcPubError {
  readonly zh: string;
  readonly en: string;
  constructor(
    readonly kind: SearchErrorKind,
    readonly detail: Params = {},
  ) {
    const zh = texts[kind].zh(detail);
    const en = texts[kind].en(detail);
    super(400, 'badRequest', { reason: en });
    this.zh = zh;
    this.en = en;
    this.message = en;
    this.name = 'SearchInputError';
  }
  /** The message in `lang`. */
  messageIn(lang: Lang): string {
    return lang === 'en' ? this.en : this.zh;
  }
  /** 1-based character position, when known. */
  get position(): number | undefined {
    return this.detail.pos;
  }
}
