/** TypeBox schemas of the journal pages' wire shapes (rc-pub/src/contract/journal.ts). */
import { type Static, Type } from 'typebox';
import { NullableString } from './common.js';

/** JournalColumnWire: one column of a site's or a journal's articles with its article count (the column tree, docs/product/content.md#columns). */
export const JournalColumnSchema = Type.Object(
  {
    nameZh: NullableString('Chinese column name as imported; null when none'),
    nameEn: NullableString('English (or other-language) column name as imported; null when none'),
    articleCount: Type.Integer({ minimum: 1, description: 'number of articles in the column' }),
  },
  {
    title: 'JournalColumnWire',
    description: 'A column of the articles with its article count (docs/product/content.md#columns)',
  },
);

/** One column of a site's (or one journal's) articles in the column tree (docs/product/content.md#columns), with how many articles it holds. */
export type JournalColumnWire = Static<typeof JournalColumnSchema>;
