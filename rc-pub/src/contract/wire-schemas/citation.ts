/**
 * TypeBox schema of the citation answer (rc-pub/src/contract/citation.ts; batchPublicizeInfo and 'How to
 * cite' in docs/product/citation-and-harvest.md); CitationWire is its static type.
 */
import { type Static, Type } from 'typebox';

/** CitationWire: one article's citation in both languages, plain text without a list number. */
export const CitationSchema = Type.Object(
  {
    id: Type.Integer({ description: 'the cited article id' }),
    quote: Type.String({
      description:
        "the citation in the article's original language (a Chinese article: Chinese author names and 等), rendered by citeproc-js",
    }),
    transQuote: Type.String({
      description: "the citation from the article's English fields; '' when the article has no second language",
    }),
  },
  { title: 'CitationWire' },
);

/**
 * One article's citation (docs/product/citation-and-harvest.md#batch-citation), the `data[]` item of batchPublicizeInfo (in the order asked) and
 * the `data` of cite. Plain text without a list number ('[1]').
 */
export type CitationWire = Static<typeof CitationSchema>;
