/**
 * Which articles of a list (a table of contents, a page of search results) the reader ticked for the basket: one
 * selection per list name, shared by the row checkboxes and the list's bar (ListSelect.tsx). Lives for the page
 * (client navigation keeps it; the bar only counts ids of the list it shows).
 */
import { useSyncExternalStore } from 'react';

const selections = new Map<string, ReadonlySet<number>>();
const listeners = new Set<() => void>();
const NONE: ReadonlySet<number> = new Set();

function emit(list: string, next: ReadonlySet<number>): void {
  selections.set(list, next);
  for (const l of [...listeners]) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids ticked in `list`. */
export function selected(list: string): ReadonlySet<number> {
  return selections.get(list) ?? NONE;
}

/** Ticks or unticks one id. */
export function setPicked(list: string, id: number, picked: boolean): void {
  const next = new Set(selected(list));
  if (picked) next.add(id);
  else next.delete(id);
  emit(list, next);
}

/** Ticks all `ids` (picked) or unticks them, leaving other ids of the list as they are. */
export function setAllPicked(list: string, ids: readonly number[], picked: boolean): void {
  const next = new Set(selected(list));
  for (const id of ids) {
    if (picked) next.add(id);
    else next.delete(id);
  }
  emit(list, next);
}

/** The selection of `list` for a component (none on the server). */
export function useSelection(list: string): ReadonlySet<number> {
  return useSyncExternalStore(
    subscribe,
    () => selected(list),
    () => NONE,
  );
}
