/**
 * How download links name a file's type: from its MIME type or name, in the page language ("Word document",
 * "Excel spreadsheet", "TIFF", "CSV").
 */
import type { IntlShape } from 'react-intl';
import { fileTypeMessages as t } from './downloadMessages.js';

/** Office documents, named in words through the catalogue (by their MIME type). */
const WORDS: readonly [RegExp, keyof typeof t][] = [
  [/word|opendocument\.text/, 'word'],
  [/excel|spreadsheet/, 'excel'],
  [/powerpoint|presentation/, 'powerpoint'],
];

/** MIME subtypes that are also the format's common short name (image/tiff → TIFF, application/zip → ZIP). */
const SHORT = /^(?:[a-z]+\/)(?:x-)?(pdf|zip|csv|tiff|png|jpeg|gif|webp|bmp|xml|json|rtf|html|mp4|webm)$/;

/**
 * The type of a file for people, in the page language: "Word document", "Excel spreadsheet" and "PowerPoint
 * presentation" for office files; a format's short name when the MIME type is one (PDF, ZIP, CSV, TIFF, PNG, JPEG,
 * MP4); else the file name's extension in capitals (".sav" → "SAV", ".mov" → "MOV"); else "File". `mime` is
 * compared without parameters (`; charset=…`) and case.
 */
export function fileTypeName(intl: IntlShape, mime: string | null | undefined, fileName?: string | null): string {
  const type = (mime ?? '').split(';')[0]!.trim().toLowerCase();
  const word = WORDS.find(([re]) => re.test(type))?.[1];
  if (word) return intl.formatMessage(t[word]);
  const name = SHORT.exec(type)?.[1] ?? /\.([a-z0-9]{1,5})$/i.exec(fileName ?? '')?.[1];
  return name ? name.toUpperCase() : intl.formatMessage(t.file);
}
