/** TypeBox schemas of the journal pages' wire shapes (rc-pub/src/contract/journal.ts). */
import { Type } from 'typebox';
import type { JournalColumnWire } from '../journal.js';
import { NullableString, wire } from './common.js';

/** JournalColumnWire: one column of a site's or a journal's articles with its article count (the column tree, docs/product/content.md#columns). */
export const JournalColumnSchema = wire<JournalColumnWire>()(
  Type.Object(
    {
      nameZh: NullableString('Chinese column name as imported; null when none'),
      nameEn: NullableString('English (or other-language) column name as imported; null when none'),
      articleCount: Type.Integer({ minimum: 1, description: 'number of articles in the column' }),
    },
    {
      title: 'JournalColumnWire',
      description: 'A column of the articles with its article count (docs/product/content.md#columns)',
    },
  ),
);
