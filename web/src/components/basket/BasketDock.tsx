/**
 * The floating toolbar's batch-citation button (badge max 99; docs/product/citation-and-harvest.md#citation-basket) with the basket's count, the
 * page's toast region, and the batch-citation dialog. Loaded after hydration (DockSlot.tsx): the
 * server renders no count.
 */
import { useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ToastRegion } from '../toast/ToastRegion.js';
import { BasketDialog } from './BasketDialog.js';
import { CitationIntl } from './CitationIntl.js';
import { citationMessages as m, citationValueMessages as mv } from './messages.js';
import { badgeText } from './badge.js';
import { useBasket } from './store.js';

function Dock({ siteId }: { siteId: number | null }) {
  const intl = useIntl();
  const { entries } = useBasket();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage(mv.basketButton, { count: entries.length });
  const badge = badgeText(entries.length);
  return (
    <>
      <chakra.button
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        position="relative"
        w="44px"
        h="44px"
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg="var(--theme-primary)"
        color="white"
        borderRadius="md"
        cursor="pointer"
        boxShadow="md"
        _hover={{ bg: 'var(--theme-hover)' }}
        _focusVisible={{ outline: '3px solid #1a1a1a', outlineOffset: '2px' }}
        data-testid="basket-button"
        data-count={entries.length}
        onClick={() => setOpen(true)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v12h12V6H6zm2 2h3.5v3.2c0 1.9-.9 3.1-2.6 3.6l-.5-1.1c.8-.3 1.2-.9 1.3-1.7H8V8zm5 0h3.5v3.2c0 1.9-.9 3.1-2.6 3.6l-.5-1.1c.8-.3 1.2-.9 1.3-1.7H13V8z" />
        </svg>
        {badge && (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="-6px"
            right="-6px"
            minW="20px"
            h="20px"
            px="1"
            borderRadius="full"
            bg="#b42318"
            color="white"
            fontSize="11px"
            fontWeight="bold"
            lineHeight="20px"
            textAlign="center"
            data-testid="basket-badge"
          >
            {badge}
          </Box>
        )}
      </chakra.button>
      {open ? (
        <BasketDialog siteId={siteId} onClose={() => setOpen(false)} />
      ) : (
        <ToastRegion closeLabel={intl.formatMessage(m.close)} />
      )}
    </>
  );
}

/** The dock of the current site (`siteId`: Site.id, for the citation requests). */
export function BasketDock({ siteId }: { siteId: number | null }) {
  return (
    <CitationIntl>
      <Dock siteId={siteId} />
    </CitationIntl>
  );
}
