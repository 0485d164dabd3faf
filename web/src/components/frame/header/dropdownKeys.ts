/**
 * Keyboard for the header's hover dropdowns (menu items, 'More'/'更多', group entrance; docs/product/sites-and-frame.md#overflow-menu): each is an
 * element with `data-dropdown` holding a trigger (`data-trigger`) and a list. CSS opens a list on hover and focus;
 * these keys add the rest: ArrowDown/Enter/Space on a trigger move into its list, ArrowUp/ArrowDown move in it,
 * ArrowLeft/ArrowRight move between the menu's top items, Escape closes the list and returns focus to its trigger.
 */
import type { KeyboardEvent } from 'react';

const CLOSED = 'data-closed';

function focusables(list: Element | null): HTMLElement[] {
  return Array.from(
    list?.querySelectorAll<HTMLElement>(
      ':scope > li > a, :scope > li > button, :scope > li > [data-dropdown] > [data-trigger]',
    ) ?? [],
  );
}

/** Handles a key inside a header menu or dropdown (attach to the menu's root list or the dropdown element). */
export function onDropdownKey(e: KeyboardEvent<HTMLElement>): void {
  const target = e.target as HTMLElement;
  const dropdown = target.closest<HTMLElement>('[data-dropdown]');
  const inList = !!dropdown && !target.hasAttribute('data-trigger') && dropdown.contains(target);
  const own = (d: HTMLElement) => d.querySelector<HTMLElement>(':scope > ul');
  if (target.hasAttribute('data-trigger') && dropdown) {
    const items = focusables(own(dropdown));
    if ((e.key === 'ArrowDown' || ((e.key === 'Enter' || e.key === ' ') && target.tagName === 'BUTTON')) && items[0]) {
      e.preventDefault();
      dropdown.removeAttribute(CLOSED);
      items[0].focus();
      return;
    }
    if (e.key === 'Escape') {
      dropdown.setAttribute(CLOSED, '');
      return;
    }
  }
  if (inList && dropdown) {
    const items = focusables(own(dropdown));
    const at = items.indexOf(target);
    if (at >= 0 && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      items[(at + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
      return;
    }
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      dropdown.setAttribute(CLOSED, '');
      dropdown.querySelector<HTMLElement>(':scope > [data-trigger]')?.focus();
      return;
    }
  }
  if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
    const menu = target.closest<HTMLElement>('[data-menubar]');
    const top = focusables(menu);
    const trigger = dropdown?.querySelector<HTMLElement>(':scope > [data-trigger]') ?? target;
    const at = top.indexOf(trigger);
    if (at < 0) return;
    e.preventDefault();
    if (dropdown) dropdown.setAttribute(CLOSED, '');
    top[(at + (e.key === 'ArrowRight' ? 1 : -1) + top.length) % top.length]?.focus();
  }
}

/** Lets a dropdown that Escape closed open again once focus or the pointer leaves it (onBlur, onPointerLeave). */
export function resetDropdown(e: { currentTarget: HTMLElement; relatedTarget?: EventTarget | null }): void {
  const next = e.relatedTarget;
  if (!(next instanceof Node) || !e.currentTarget.contains(next)) e.currentTarget.removeAttribute(CLOSED);
}

/** CSS of a dropdown holder: its list shows on hover and focus unless Escape closed it. */
export const dropdownCss = {
  '&:hover:not([data-closed]) > ul, &:focus-within:not([data-closed]) > ul': { display: 'block' },
} as const;
