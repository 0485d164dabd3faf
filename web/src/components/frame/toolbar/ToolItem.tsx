/**
 * One item of the floating toolbar (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar) with its hover tooltip,
 * and the toolbar's back-to-top button. A link tool (rss, email, custom) is a link; rss, email and links to other
 * sites open in a new tab (/rssList, /emailSubscribe). A 'pop' tool is a button whose pop-up picture (e.g. a WeChat QR code) shows beside it. Tooltip and pop-up show on
 * hover and on keyboard focus, stay while the pointer is over them, and Escape closes them (WCAG 2.2 SC 1.4.13).
 * Back-to-top scrolls smoothly, or at once when the reader prefers reduced motion.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import type { Toolbar_ToolFragment } from '../../../gql/graphql.js';
import { MailIcon, QrIcon, RssIcon, UpIcon } from './icons.js';

/** Style of every toolbar button (44 px touch target, theme colours, visible focus). */
export const toolButtonCss = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '44px',
  h: '44px',
  bg: 'var(--theme-primary)',
  color: 'white',
  borderRadius: 'md',
  boxShadow: 'md',
  cursor: 'pointer',
  fontSize: 'xs',
  _hover: { bg: 'var(--theme-hover)' },
  _focusVisible: { outline: '3px solid #1a1a1a', outlineOffset: '2px' },
} as const;

/** True when a tool opens in a new tab: rss and e-mail alerts and links to other sites. */
export function opensInNewTab(tool: Pick<Toolbar_ToolFragment, 'href' | 'platformType'>): boolean {
  return tool.platformType === 'rss' || tool.platformType === 'email' || /^https?:\/\//.test(tool.href ?? '');
}

/** Open while hovered or focused, until Escape; a new hover or focus opens it again. */
function useHoverFocus() {
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hover || focus) && !dismissed;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const handlers = {
    onMouseEnter: () => {
      setHover(true);
      setDismissed(false); // a new hover shows it again
    },
    onMouseLeave: () => setHover(false),
    onFocus: () => {
      setFocus(true);
      setDismissed(false);
    },
    onBlur: () => setFocus(false),
  };
  return { open, handlers };
}

/** The bubble left of the button: a tooltip, or the pop-up picture. Hovering it keeps it open (no gap). */
function Bubble({ id, open, role, children }: { id: string; open: boolean; role?: 'tooltip'; children: ReactNode }) {
  return (
    <Box
      id={id}
      role={role}
      position="absolute"
      right="100%"
      top="50%"
      transform="translateY(-50%)"
      pr="2"
      display={open ? 'block' : 'none'}
      data-testid={role === 'tooltip' ? 'tool-tooltip' : 'tool-popup'}
    >
      <Box
        w="max-content"
        bg="#1f2328"
        color="white"
        fontSize="sm"
        px="3"
        py="2"
        borderRadius="md"
        boxShadow="lg"
        whiteSpace="nowrap"
      >
        {children}
      </Box>
    </Box>
  );
}

function glyph(tool: Toolbar_ToolFragment): ReactNode {
  if (tool.type === 'pop') return <QrIcon />;
  if (tool.pictureUrl) return <img src={tool.pictureUrl} alt="" width={24} height={24} />;
  if (tool.platformType === 'rss') return <RssIcon />;
  if (tool.platformType === 'email') return <MailIcon />;
  return <span aria-hidden="true">{[...tool.name].slice(0, 2).join('')}</span>;
}

/** A toolbar item, or nothing for a link tool without a link (no dead '#' links). */
export function ToolItem({ tool }: { tool: Toolbar_ToolFragment }) {
  const id = useId();
  const { open, handlers } = useHoverFocus();
  const tip = tool.description && tool.description !== tool.name ? `${tool.name}: ${tool.description}` : tool.name;
  if (tool.type === 'pop') {
    if (!tool.pictureUrl) return null;
    return (
      <Box position="relative" {...handlers} data-tool={tool.id}>
        <chakra.button type="button" aria-label={tool.name} aria-expanded={open} aria-controls={id} {...toolButtonCss}>
          {glyph(tool)}
        </chakra.button>
        <Bubble id={id} open={open}>
          <Box as="figure" m="0" w="120px" textAlign="center">
            <img
              src={tool.pictureUrl}
              alt={tool.name}
              width={120}
              height={120}
              style={{ width: 120, height: 120, maxWidth: 'none', background: 'white' }}
            />
            <Box as="figcaption" mt="1" whiteSpace="normal">
              {tip}
            </Box>
          </Box>
        </Bubble>
      </Box>
    );
  }
  if (!tool.href) return null;
  const newTab = opensInNewTab(tool);
  return (
    <Box position="relative" {...handlers} data-tool={tool.id}>
      <chakra.a
        href={tool.href}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
        aria-label={tool.name}
        aria-describedby={tip !== tool.name ? id : undefined}
        {...toolButtonCss}
      >
        {glyph(tool)}
      </chakra.a>
      <Bubble id={id} open={open} role="tooltip">
        {tip}
      </Bubble>
    </Box>
  );
}

/** Scrolls the window to the top: smoothly (in about 500 ms), at once under prefers-reduced-motion. */
export function scrollToTop(): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/** The back-to-top button; `onClick` runs after the scroll has started. */
export function BackToTop({ label, onClick }: { label: string; onClick?: () => void }) {
  return (
    <chakra.button
      type="button"
      title={label}
      aria-label={label}
      data-testid="back-to-top"
      {...toolButtonCss}
      bg="#4a4f57"
      _hover={{ bg: '#30343a' }}
      onClick={() => {
        scrollToTop();
        onClick?.();
      }}
    >
      <UpIcon />
    </chakra.button>
  );
}
