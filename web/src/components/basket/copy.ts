/**
 * Copying citations (docs/product/citation-and-harvest.md#citation-basket: nothing to copy shows a message; 'Success copy',
 * 'Information copy failed'): which citation of an entry, the text for the clipboard and the Clipboard API call.
 */

import type { BasketEntry } from './store.js';

/**
 * The citation Copy writes for `entry`: its English one (`transString`) when English is chosen and it has one, else
 * the one in the article's own language.
 */
export function chosenCitation(entry: Pick<BasketEntry, 'resString' | 'transString'>, english: boolean): string {
  return (english && entry.transString) || entry.resString;
}

/**
 * The copied text of citation strings in order: one per line, numbered [1], [2] … (GB/T 7714 numeric list numbers);
 * empty strings (citations rc-pub had none for) are skipped; '' when none is left.
 */
export function numberedCitations(strings: readonly string[]): string {
  return strings
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s, i) => `[${i + 1}] ${s}`)
    .join('\n');
}

/**
 * The copy of pages served over plain HTTP, where browsers offer no Clipboard API: a selected hidden textarea and
 * `execCommand('copy')` (deprecated but still the only way there). Inside the open modal dialog, the rest of the page is
 * inert, so the textarea goes into the dialog.
 */
function legacyCopy(text: string): boolean {
  const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const host = back?.closest('dialog') ?? document.body;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  host.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    back?.focus();
  }
}

/** Writes `text` to the clipboard; false when the browser refuses (no permission, no clipboard at all). */
export async function copyText(text: string): Promise<boolean> {
  if (!navigator.clipboard || !window.isSecureContext) return legacyCopy(text);
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
