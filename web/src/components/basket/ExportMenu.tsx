/**
 * The export menu (downloadCitation: five formats, with or without abstracts; docs/product/citation-and-harvest.md#citation-export): a disclosure button
 * that opens a panel with an 'Include abstracts' checkbox and one button per format; choosing a format navigates to
 * the download (exportUrl.ts). With nothing to export it shows 'No data selected' (docs/product/citation-and-harvest.md#citation-basket) instead of opening.
 * Keyboard: Enter/Space open, Tab moves through the panel, Escape closes and returns focus to the button.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { CitationExportFormat } from 'rc-pub/contract';
import type { Lang } from '../../app/lang.js';
import { showToast } from '../toast/toast.js';
import { EXPORT_FORMATS, exportUrl } from './exportUrl.js';
import { citationMessages as m } from './messages.js';
import { actionButtonCss } from './styles.js';

/** Width of the panel in px. */
const PANEL_WIDTH = 260;

/**
 * Where the panel goes under a button at `rect` in a viewport `viewport` px wide: its right edge under the button's
 * right edge, moved right as needed to stay 8 px inside the left of the viewport, then left to stay inside the right.
 * Answers the panel's left edge relative to the button's left edge, in px.
 */
function panelOffset(rect: { left: number; right: number }, viewport: number): number {
  const x = Math.max(8, Math.min(rect.right - PANEL_WIDTH, viewport - 8 - PANEL_WIDTH));
  return Math.round(x - rect.left);
}

/** Props of {@link ExportMenu}. */
export interface ExportMenuProps {
  /** The ids to export, asked when a format is chosen (empty: 'No data selected'). */
  ids: () => readonly number[];
  /** Page language (the download's `language`). */
  lang: Lang;
  /** The button's text. */
  label: string;
  /** Navigates to the download URL (tests and the dialog may observe it); defaults to `location.assign`. */
  navigate?: (url: string) => void;
}

/** The export button and its panel. */
export function ExportMenu({ ids, lang, label, navigate }: ExportMenuProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [withAbstract, setWithAbstract] = useState(false);
  /** The panel's left edge relative to the button's, in px: right-aligned with the button where it fits. */
  const [offset, setOffset] = useState(0);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('input, button')?.focus();
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const toggle = () => {
    if (!open && ids().length === 0) {
      showToast(intl.formatMessage(m.noSelection), 'error');
      return;
    }
    if (!open && button.current) setOffset(panelOffset(button.current.getBoundingClientRect(), window.innerWidth));
    setOpen(!open);
  };
  const choose = (format: CitationExportFormat) => {
    const chosen = ids();
    setOpen(false);
    if (chosen.length === 0) {
      showToast(intl.formatMessage(m.noSelection), 'error');
      return;
    }
    (navigate ?? ((url: string) => window.location.assign(url)))(exportUrl(chosen, format, lang, withAbstract));
  };

  return (
    <Box
      position="relative"
      display="inline-block"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation(); // closes the panel, not the dialog around it
          e.preventDefault();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <chakra.button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="export-button"
        css={actionButtonCss}
        onClick={toggle}
      >
        {label} <span aria-hidden="true">▾</span>
      </chakra.button>
      <Box
        ref={panel}
        id={panelId}
        hidden={!open}
        position="absolute"
        left={`${offset}px`}
        top="calc(100% + 4px)"
        zIndex="dropdown"
        w={`${PANEL_WIDTH}px`}
        bg="white"
        color="gray.900"
        border="1px solid"
        borderColor="gray.300"
        borderRadius="md"
        boxShadow="lg"
        p="2"
        data-testid="export-panel"
      >
        <chakra.label display="flex" alignItems="center" gap="2" minH="44px" px="2" cursor="pointer" fontSize="sm">
          <chakra.input
            type="checkbox"
            checked={withAbstract}
            onChange={(e) => setWithAbstract(e.currentTarget.checked)}
            w="18px"
            h="18px"
            accentColor="var(--theme-primary)"
          />
          {intl.formatMessage(m.withAbstract)}
        </chakra.label>
        <Box as="ul" listStyleType="none" m="0" p="0" aria-label={intl.formatMessage(m.formats)}>
          {EXPORT_FORMATS.map((f) => (
            <li key={f.format}>
              <chakra.button
                type="button"
                w="100%"
                minH="44px"
                px="2"
                textAlign="left"
                fontSize="sm"
                borderRadius="sm"
                cursor="pointer"
                _hover={{ bg: 'gray.100' }}
                _focusVisible={{ outline: '2px solid var(--theme-primary)', outlineOffset: '-2px' }}
                data-format={f.format}
                onClick={() => choose(f.format)}
              >
                {f.name}{' '}
                <Box as="span" color="gray.600">
                  (.{f.extension})
                </Box>
              </chakra.button>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
