/**
 * Records every toast a page shows from now on, including one shown for a moment before the page leaves (the
 * logout and session-expiry toasts, docs/product/members.md#session-expiry): a MutationObserver in the page writes
 * each toast's kind and text to the tab's sessionStorage, which outlives the same-origin navigation to /login. A
 * poll from the test process can miss a 1.1 s toast on a busy machine; the observer cannot.
 */
import type { Page } from 'playwright-core';

/** One toast as the reader saw it: `kind` is its `data-kind` (info, success, error), `text` its text. */
export interface SeenToast {
  kind: string | null;
  text: string;
}

const KEY = 'test:toasts';

/** Starts recording `page`'s toasts (call on the loaded page, before the action that shows them). */
export async function recordToasts(page: Page): Promise<void> {
  await page.evaluate((key) => {
    sessionStorage.setItem(key, '[]');
    const seen = new Set<string>();
    const scan = () => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        const toast = { kind: el.getAttribute('data-kind'), text: el.textContent ?? '' };
        const id = JSON.stringify(toast);
        if (!toast.text || seen.has(id)) continue;
        seen.add(id);
        sessionStorage.setItem(key, JSON.stringify([...JSON.parse(sessionStorage.getItem(key) ?? '[]'), toast]));
      }
    };
    new MutationObserver(scan).observe(document.documentElement, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  }, KEY);
}

/**
 * The texts of the toasts recorded on `page` since {@link recordToasts}, oldest first, joined by a space; only those
 * of `kind` when given. Read after any navigation in the same tab.
 */
export async function seenToastText(page: Page, kind?: string): Promise<string> {
  const seen = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as SeenToast[], KEY);
  return seen
    .filter((t) => kind === undefined || t.kind === kind)
    .map((t) => t.text)
    .join(' ');
}
