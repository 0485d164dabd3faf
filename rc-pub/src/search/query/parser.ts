/**
 * Parser of the search query language (docs/product/search.md#query-language): recursive descent over the tokens of
 * ./lexer.ts, producing the contract's {@link QueryNodeWire} AST. Precedence NOT > AND > OR; adjacent terms are joined
 * by an implied AND; `field:` applies to the term or parenthesised group after it.
 *
 * Grammar (EBNF; terminals from the lexer):
 *
 *   query    = orExpr EOF ;
 *   orExpr   = andExpr { "OR" andExpr } ;
 *   andExpr  = unary { [ "AND" ] unary } ;          (* no operator between two unaries = implied AND *)
 *   unary    = "NOT" unary | primary ;
 *   primary  = FIELD operand | operand ;
 *   operand  = WORD | PHRASE | "(" orExpr ")" ;
 *
 * Errors (SearchInputError, 1-based character position): unbalanced quotes or parentheses, empty quotes or
 * parentheses, an operator without a term on one side, a field prefix without a term, more than MAX_TERMS terms or
 * MAX_DEPTH nested parentheses.
 */
import type { QueryNodeWire, SearchField } from '../../contract/search.js';
import { SearchInputError } from './errors.js';
import { lex, type Token } from './lexer.js';
import { normalizeKeyword } from './normalize.js';

/** Most terms in one query (150 characters cannot exceed it; advanced forms with many rows can). */
export const MAX_TERMS = 64;
/** Most nested parentheses. */
export const MAX_DEPTH = 16;

type StartToken = Token['t'];
const UNARY_START = new Set<StartToken>(['word', 'phrase', 'field', 'lparen', 'not']);

class Parser {
  private i = 0;
  private terms = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.i]!;
  }
  private next(): Token {
    return this.tokens[this.i++]!;
  }

  parseQuery(): QueryNodeWire {
    const tok = this.peek();
    if (tok.t === 'eof') throw new SearchInputError('required');
    const node = this.orExpr();
    const end = this.peek();
    if (end.t === 'rparen') throw new SearchInputError('unexpectedCloseParen', { pos: end.pos });
    if (end.t !== 'eof') throw new Error(`parser: unexpected ${end.t}`); // unreachable: orExpr consumes the rest
    return node;
  }

  private orExpr(): QueryNodeWire {
    const children = [this.andExpr()];
    while (this.peek().t === 'or') {
      const op = this.next();
      if (!UNARY_START.has(this.peek().t)) throw new SearchInputError('missingRight', { op: 'OR', pos: op.pos });
      children.push(this.andExpr());
    }
    return combine('or', children);
  }

  private andExpr(): QueryNodeWire {
    const first = this.peek();
    if (first.t === 'and' || first.t === 'or')
      throw new SearchInputError('missingLeft', { op: first.op, pos: first.pos });
    const children = [this.unary()];
    for (;;) {
      const tok = this.peek();
      if (tok.t === 'and') {
        this.next();
        if (!UNARY_START.has(this.peek().t)) throw new SearchInputError('missingRight', { op: 'AND', pos: tok.pos });
        children.push(this.unary());
      } else if (UNARY_START.has(tok.t)) {
        children.push(this.unary());
      } else {
        return combine('and', children);
      }
    }
  }

  private unary(): QueryNodeWire {
    const tok = this.peek();
    if (tok.t === 'not') {
      this.next();
      if (!UNARY_START.has(this.peek().t)) throw new SearchInputError('missingRight', { op: 'NOT', pos: tok.pos });
      const child = this.unary();
      return child.kind === 'not' ? child.child : { kind: 'not', child };
    }
    if (tok.t === 'field') {
      this.next();
      const nextTok = this.peek();
      if (nextTok.t !== 'word' && nextTok.t !== 'phrase' && nextTok.t !== 'lparen')
        throw new SearchInputError('missingFieldTerm', { field: tok.name, pos: tok.pos });
      return withField(this.operand(), tok.field);
    }
    return this.operand();
  }

  private operand(): QueryNodeWire {
    const tok = this.next();
    if (tok.t === 'word' || tok.t === 'phrase') {
      if (++this.terms > MAX_TERMS) throw new SearchInputError('tooComplex', { max: MAX_TERMS });
      return { kind: 'term', text: tok.text, field: null, phrase: tok.t === 'phrase' };
    }
    if (tok.t === 'lparen') {
      if (this.peek().t === 'rparen') throw new SearchInputError('emptyGroup', { pos: tok.pos });
      if (this.peek().t === 'eof') throw new SearchInputError('unclosedParen', { pos: tok.pos });
      if (++this.depth > MAX_DEPTH) throw new SearchInputError('tooComplex', { max: MAX_DEPTH });
      const node = this.orExpr();
      this.depth--;
      const close = this.next();
      if (close.t !== 'rparen') throw new SearchInputError('unclosedParen', { pos: tok.pos });
      return node;
    }
    if (tok.t === 'rparen') throw new SearchInputError('unexpectedCloseParen', { pos: tok.pos });
    throw new Error(`parser: operand expected, got ${tok.t}`); // unreachable: callers check UNARY_START
  }
}

/** and/or node of `children`, flattening nested nodes of the same kind; one child stands for itself. */
export function combine(kind: 'and' | 'or', children: QueryNodeWire[]): QueryNodeWire {
  const flat = children.flatMap((c) => (c.kind === kind ? c.children : [c]));
  return flat.length === 1 ? flat[0]! : { kind, children: flat };
}

/** `node` with `field` on every term that has no field of its own (a prefix before a group applies to the group). */
export function withField(node: QueryNodeWire, field: SearchField): QueryNodeWire {
  if (node.kind === 'term') return node.field ? node : { ...node, field };
  if (node.kind === 'not') return { kind: 'not', child: withField(node.child, field) };
  return { kind: node.kind, children: node.children.map((c) => withField(c, field)) };
}

/**
 * Parses a keyword into the query AST (see the grammar above). Does not check the length limit (the caller does,
 * docs/product/search.md#keyword-rules) nor whether fields fit the resource type.
 * @throws SearchInputError required (nothing to search) or a syntax error with its position
 */
export function parseQuery(keyword: string): QueryNodeWire {
  return new Parser(lex(normalizeKeyword(keyword))).parseQuery();
}
