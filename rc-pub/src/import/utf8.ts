/**
 * Strict UTF-8 decoding for the import (Latin-1 bytes in a file declared UTF-8 became U+FFFD silently).
 * The text is still decoded (bad bytes become U+FFFD, as before) but the first invalid byte is located so the import
 * can warn with its line, column and byte offset.
 */

/** Where the first invalid UTF-8 sequence starts. */
export interface Utf8Problem {
  /** 0-based byte offset in the file. */
  byte: number;
  /** 1-based line (lines end at LF). */
  line: number;
  /** 1-based column in characters of the decoded line. */
  column: number;
  /** The offending byte as 0xNN. */
  value: string;
}

/** Length of the valid UTF-8 sequence at `i`, or 0 when the bytes at `i` are not valid UTF-8 (RFC 3629). */
function sequenceLength(buf: Uint8Array, i: number): number {
  const b = buf[i]!;
  if (b < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf) => i + k < buf.length && buf[i + k]! >= lo && buf[i + k]! <= hi;
  if (b >= 0xc2 && b <= 0xdf) return cont(1) ? 2 : 0;
  if (b === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if ((b >= 0xe1 && b <= 0xec) || b === 0xee || b === 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (b === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
  if (b === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (b >= 0xf1 && b <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (b === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

/** The first invalid UTF-8 sequence of `buf` (from byte `start`), or null when it is all valid. */
export function findInvalidUtf8(buf: Uint8Array, start = 0): Utf8Problem | null {
  let lineStart = 0;
  let line = 1;
  for (let i = 0; i < start; i++)
    if (buf[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  for (let i = start; i < buf.length; ) {
    if (buf[i] === 0x0a) {
      line++;
      lineStart = i + 1;
      i++;
      continue;
    }
    const n = sequenceLength(buf, i);
    if (n === 0) {
      const column = Array.from(new TextDecoder('utf-8').decode(buf.subarray(lineStart, i))).length + 1;
      return { byte: i, line, column, value: `0x${buf[i]!.toString(16).toUpperCase().padStart(2, '0')}` };
    }
    i += n;
  }
  return null;
}

/**
 * Decodes UTF-8 leniently (invalid bytes → U+FFFD) and reports where the first invalid byte is.
 * @returns the text and a warning sentence (without the file name) or null when the bytes are valid UTF-8
 */
export function decodeUtf8Reporting(buf: Uint8Array, declared: string): { text: string; warning: string | null } {
  const text = new TextDecoder('utf-8').decode(buf);
  if (!text.includes('\uFFFD')) return { text, warning: null };
  const bad = findInvalidUtf8(buf);
  if (!bad) return { text, warning: null }; // U+FFFD written as such in the file
  return {
    text,
    warning:
      `invalid UTF-8 at line ${bad.line}, column ${bad.column} (byte ${bad.byte}: ${bad.value}) in a file read as ` +
      `${declared}; invalid bytes were imported as U+FFFD (�). Declare the real encoding (e.g. ` +
      `<?xml version="1.0" encoding="ISO-8859-1"?>) or convert the file to UTF-8`,
  };
}
