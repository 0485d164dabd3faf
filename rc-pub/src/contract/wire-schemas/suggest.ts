/**
 * TypeBox schema of the search suggestions (GET /rc-pub/front/search/suggest; docs/product/search.md#suggestions). The
 * wire types are their static types.
 */
import { type Static, Type } from 'typebox';
import { StringEnum } from './common.js';

/** What a suggestion is, in the order a reader sees the groups: journals, then keywords, authors and titles. */
export const SUGGESTION_KINDS = ['journal', 'keyword', 'author', 'title'] as const;

/** SuggestionWire: one suggestion. */
export const SuggestionSchema = Type.Object(
  {
    kind: StringEnum(
      SUGGESTION_KINDS,
      "'journal' a journal name, 'keyword' an article keyword, 'author' an author name, 'title' an article title",
    ),
    text: Type.String({ description: 'the text as the journal or article has it (plain text, not folded)' }),
    articleId: Type.Optional(Type.Integer({ description: "kind 'title': the article the title belongs to" })),
    publicationId: Type.Optional(Type.Integer({ description: "kind 'journal': the journal" })),
  },
  { title: 'SuggestionWire', description: 'A title, keyword, author or journal that contains the typed text' },
);

/** One suggestion of GET /rc-pub/front/search/suggest. */
export type SuggestionWire = Static<typeof SuggestionSchema>;

/** SuggestionsWire: the suggestions, best first, each (kind, folded text) once. */
export const SuggestionsSchema = Type.Array(SuggestionSchema, { title: 'SuggestionsWire' });

/** data of GET /rc-pub/front/search/suggest?q=&siteId=&limit=. */
export type SuggestionsWire = Static<typeof SuggestionsSchema>;
