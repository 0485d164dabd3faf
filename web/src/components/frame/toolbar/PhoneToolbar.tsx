/**
 * The floating toolbar below the `md` breakpoint (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar): one round
 * Tools button ("Tools" / 工具) at the bottom right, in the strip the page keeps free of text there (Toolbar.tsx
 * PHONE_GUTTER_CSS), so it never covers text. It opens the tools, back-to-top (past 300 px of scroll) and the
 * batch-citation button as a column above it, a deliberate overlay: Enter or a tap opens it, Tab and the arrow keys
 * move through it, Escape, a tap outside or focus leaving it closes it (Escape gives the focus back to the button),
 * and back-to-top closes it. The basket's toasts and dialog live inside the batch-citation slot, so the slot stays
 * mounted while closed with only its button hidden.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Toolbar_ToolFragment } from '../../../gql/graphql.js';
import { CloseIcon, ToolsIcon } from './icons.js';
import { toolbarMessages } from './messages.js';
import { BackToTop, ToolItem, toolButtonCss } from './ToolItem.js';

/** What the arrow keys move through: the sheet's buttons and links, then the Tools button. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-sheet] :is(a[href], button), [data-tools-button]')].filter(
    (el) => el.getClientRects().length > 0,
  );
}

/**
 * The one-button toolbar: `tools` (without the batch citation), back-to-top labelled `backToTop` or null while the
 * page is near its top, and `children`, the batch-citation slot.
 */
export function PhoneToolbar({
  tools,
  backToTop,
  children,
}: {
  tools: Toolbar_ToolFragment[];
  backToTop: string | null;
  children: ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // the basket dialog, inside the slot, handles its own keys
    if (!open || !root.current || (e.target as Element).closest('dialog')) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      return;
    }
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const list = focusables(root.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    list[(at + step + list.length) % list.length]?.focus();
  };
  const label = intl.formatMessage(toolbarMessages.tools);
  return (
    <Box
      ref={root}
      position="relative"
      data-testid="toolbar-phone"
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <chakra.button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={id}
        data-tools-button=""
        data-testid="toolbar-toggle"
        {...toolButtonCss}
        borderRadius="full"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon /> : <ToolsIcon />}
      </chakra.button>
      <Box
        id={id}
        data-sheet=""
        data-open={open || undefined}
        position="absolute"
        right="0"
        bottom="calc(100% + 8px)"
        display="flex"
        flexDirection="column"
        gap="2"
        css={
          open
            ? { padding: '8px', bg: 'white', borderRadius: 'lg', boxShadow: 'lg', borderWidth: '1px' }
            : { '& [data-dock] > button': { display: 'none' } }
        }
      >
        {open && tools.map((t) => <ToolItem key={t.id} tool={t} />)}
        {open && backToTop && <BackToTop label={backToTop} onClick={close} />}
        <Box data-dock="" display="contents">
          {children}
        </Box>
      </Box>
    </Box>
  );
}
