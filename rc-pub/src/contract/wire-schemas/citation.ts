/**
 * TypeBox schema of the citation answer (rc-pub/src/contract/citation.ts; batchPublicizeInfo and 'How to
 * cite' in docs/product/citation-and-harvest.md), proved against its interface with {@link wire}.
 */
import { Type } from 'typebox';
import type { CitationWire } from '../citation.js';
import { wire } from './common.js';

/** CitationWire: one article's citation in both languages, plain text without a list number. */
export const CitationSchema = wire<CitationWire>()(
  Type.Object(
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
  ),
);
