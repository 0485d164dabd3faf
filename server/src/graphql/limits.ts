/**
 * Limits on the work one GraphQL request may ask for (200 search aliases in one 11 KB request
 * kept rc-pub busy for 8-10 s). graphql-armor validation rules (aliases, depth, cost) run as mercurius
 * `validationRules`, before any resolver and so before any rc-pub call; the token limit is graphql-js's own parser
 * limit (mercurius `graphql.parseOptions.maxTokens`; graphql-armor's max-tokens is the same check as an envelop
 * parser plugin, which mercurius cannot load). Every rejection carries `extensions.code = QUERY_TOO_COMPLEX` (HTTP 400).
 *
 * The limits leave room over every document the web app sends (web/src/gql, with the `__typename` fields Apollo adds):
 * tests/gateway/graphql-limits.test.ts runs them all through these rules and prints their measures.
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  GraphQLError,
  Lexer,
  Source,
  TokenKind,
  parse,
  specifiedRules,
  validate,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { ErrorCode } from 'rc-pub/contract';

/** The limits (see the module docs for how they were chosen). */
export const GRAPHQL_LIMITS = {
  /** Aliased fields per operation (`__typename` aliases are free). The web app's documents use none. */
  maxAliases: 15,
  /** Lexical tokens per document. The web app's largest document (ArticlePage) has 442. */
  maxTokens: 2000,
  /** Selection depth (fragments flattened; introspection exempt). The web app's deepest is 5. */
  maxDepth: 10,
  /** graphql-armor cost (objects 2, scalars 1, ×1.5 per level). The web app's costliest (AcademicPage) is 3,890. */
  maxCost: 12000,
} as const;

/** A GraphQL error for a document over a limit; graphql-armor's "Syntax Error: " prefix is dropped. */
export function tooComplex(message: string): GraphQLError {
  return new GraphQLError(message.replace(/^Syntax Error: /, ''), {
    extensions: { code: ErrorCode.QUERY_TOO_COMPLEX },
  });
}

/** The graphql-armor rejection callback: report a QUERY_TOO_COMPLEX error instead of throwing out of validation. */
function report(ctx: ValidationContext | null, err: GraphQLError): void {
  ctx?.reportError(tooComplex(err.message));
}

const callbacks = { onReject: [report], propagateOnRejection: false };

/** The validation rules for mercurius `validationRules`. */
export function graphqlLimitRules(limits: typeof GRAPHQL_LIMITS = GRAPHQL_LIMITS): ValidationRule[] {
  return [
    maxAliasesRule({ n: limits.maxAliases, ...callbacks }),
    maxDepthRule({ n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true, ...callbacks }),
    costLimitRule({ maxCost: limits.maxCost, ignoreIntrospection: true, ...callbacks }),
  ] as unknown as ValidationRule[];
}

/** graphql-js's message for a document over `parseOptions.maxTokens` (its text has the typo "more that"). */
const TOKENS_RE = /Document contains more th(?:an|at) \d+ tokens/;

/** True when `message` is graphql-js's token-limit syntax error. */
export function isTokenLimitMessage(message: string): boolean {
  return TOKENS_RE.test(message);
}

/** The measures of a document the limits apply to. */
export interface DocumentMeasures {
  tokens: number;
  aliases: number;
  depth: number;
  cost: number;
  /** Errors of graphql-js's own validation (a document the schema does not accept). */
  errors: string[];
}

/** Measures `source` against `schema` with the same graphql-armor rules (used to choose and check the limits). */
export function measureDocument(schema: GraphQLSchema, source: string): DocumentMeasures {
  const lexer = new Lexer(new Source(source));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens++;
  const m = { aliases: 0, depth: 0, cost: 0 };
  const keep = (k: keyof typeof m) => ({
    onAccept: [
      (_ctx: ValidationContext | null, d: { n: number }) => {
        m[k] = Math.max(m[k], d.n);
      },
    ],
  });
  const rules = [
    maxAliasesRule({ n: Number.MAX_SAFE_INTEGER, ...keep('aliases') }),
    maxDepthRule({ n: Number.MAX_SAFE_INTEGER, flattenFragments: true, ...keep('depth') }),
    costLimitRule({ maxCost: Number.MAX_SAFE_INTEGER, ...keep('cost') }),
  ] as unknown as ValidationRule[];
  const errors = validate(schema, parse(source), [...specifiedRules, ...rules]).map((e) => e.message);
  return { tokens, ...m, errors };
}
