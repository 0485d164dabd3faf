/**
 * Toasts (success and error messages, docs/product/calls-and-errors.md#how-pages-show-errors): a small page-wide queue that any component may add to
 * with {@link showToast}; `ToastRegion.tsx` shows the queue in live regions so screen readers announce each message
 * (WCAG 2.2 SC 4.1.3 status messages). The frame mounts the region on every page; a toast shown before the region is
 * mounted waits in the queue. Keeps no React state of its own, so it costs nothing on pages that never show one.
 *
 * The one toast system of the portal: every toast a page shows goes through {@link showToast} (logout
 * success and failure in UserMenu, book jump failure in BookList, batch-citation and basket texts, member and personal
 * centre results, the 401 message of app/endSession.ts). Kept instead of Chakra's toaster for the page-weight budget:
 * `createToaster` + `Toaster` (ark-ui's toast on the zag toast machine) bundle to about 17.7 KB gzip on their own
 * (esbuild, measured 2026-11-26), and `showToast` is imported by frame code that loads before hydration on pages at
 * 199.2 of 200 KB, whereas this queue is a few hundred bytes and its region (ToastRegion.tsx) loads with the citation
 * chunk after hydration. It also handles what a portal toaster would not: a native modal `<dialog>` makes the rest of
 * the page inert, so a dialog mounts its own region (registerModalRegion). Page data failures
 * (getDataErrorMessage) are shown in the page itself (app/QueryError.tsx, role=alert) since pages are server-rendered.
 */

/** How a toast reads: `error` toasts are announced at once (role=alert), the others politely (role=status). */
export type ToastKind = 'success' | 'error' | 'info';

/** One toast in the queue. */
export interface Toast {
  /** Unique in the page. */
  id: number;
  kind: ToastKind;
  /** The message, already translated. */
  text: string;
  /** How long it stays in ms (TOAST_MS unless the caller says otherwise, e.g. 2 s for a 401). */
  ms?: number;
}

/** How long a toast stays, in ms, while the pointer or focus is not on it. */
export const TOAST_MS = 4000;
/** At most this many toasts at once: a new one drops the oldest. */
const MAX_TOASTS = 3;

let queue: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]): void {
  queue = next;
  for (const l of [...listeners]) l();
}

/** Shows a message (already translated) for `ms` milliseconds (default TOAST_MS); answers its id. */
export function showToast(text: string, kind: ToastKind = 'info', ms?: number): number {
  const id = nextId++;
  emit([...queue, ms === undefined ? { id, kind, text } : { id, kind, text, ms }].slice(-MAX_TOASTS));
  return id;
}

/** Removes a toast (its time is up or the reader closed it). */
export function dismissToast(id: number): void {
  if (queue.some((t) => t.id === id)) emit(queue.filter((t) => t.id !== id));
}

/** Subscribes to queue changes (`useSyncExternalStore`). */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts shown now, oldest first (a stable array between changes). */
export function currentToasts(): readonly Toast[] {
  return queue;
}

let modalRegions = 0;
const modalListeners = new Set<() => void>();

/**
 * Registers a toast region inside an open modal dialog (the only part of the page that is not inert then); answers
 * the function that unregisters it. While one is registered, the page's own region shows nothing, so each toast is
 * shown and announced once.
 */
export function registerModalRegion(): () => void {
  modalRegions += 1;
  for (const l of [...modalListeners]) l();
  return () => {
    modalRegions -= 1;
    for (const l of [...modalListeners]) l();
  };
}

/** Subscribes to modal region changes (`useSyncExternalStore`). */
export function subscribeModalRegions(listener: () => void): () => void {
  modalListeners.add(listener);
  return () => modalListeners.delete(listener);
}

/** True while a modal dialog's toast region is mounted. */
export function modalRegionOpen(): boolean {
  return modalRegions > 0;
}
