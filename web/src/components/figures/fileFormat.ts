/**
 * How download links give a file's size: in the page language through react-intl ("20.1 MB", "512 bytes" /
 * "512字节"), after its type (./fileType.ts): "TIFF, 20.1 MB".
 */
import type { IntlShape } from 'react-intl';
import { typeAndSizeMessage } from './downloadMessages.js';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A size in bytes for people: bytes below 1 kB, else kB, MB or GB in decimal units (1 MB = 1,000,000 bytes, as file
 * managers on macOS and phones show them) with at most one decimal, through react-intl (`formatNumber`, unit style).
 */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return intl.formatNumber(value, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  });
}

/** "TIFF, 20.1 MB" (type and size of a download), or the type alone when the size is unknown. */
export function typeAndSize(intl: IntlShape, type: string, bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return type;
  return intl.formatMessage(typeAndSizeMessage, { type, size: formatFileSize(intl, bytes) });
}
