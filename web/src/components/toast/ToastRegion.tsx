/**
 * The live regions that show the toast queue (toast.ts): polite `role="status"` for success and information, assertive
 * `role="alert"` for errors, both present from the start so screen readers announce what is added (WCAG 2.2 SC 4.1.3).
 * Each toast leaves after TOAST_MS, waits while the pointer or keyboard focus is on it, and has a close button.
 * Placed at the top centre. A modal `<dialog>` makes the rest of the page inert, which silences its live regions: a
 * dialog mounts its own ToastRegion inside it while open, and the page's is unmounted meanwhile (one at a time).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import {
  currentToasts,
  dismissToast,
  modalRegionOpen,
  registerModalRegion,
  subscribeModalRegions,
  subscribeToasts,
  TOAST_MS,
  type Toast,
} from './toast.js';

const COLOURS: Record<Toast['kind'], string> = { success: '#1f6f43', error: '#b42318', info: '#1f2937' };

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const [held, setHeld] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (held) return;
    timer.current = setTimeout(() => dismissToast(toast.id), toast.ms ?? TOAST_MS);
    return () => clearTimeout(timer.current);
  }, [held, toast.id, toast.ms]);
  return (
    <Box
      display="flex"
      alignItems="center"
      gap="2"
      minH="44px"
      pl="4"
      pr="1"
      py="1"
      borderRadius="md"
      boxShadow="lg"
      bg={COLOURS[toast.kind]}
      color="white"
      fontSize="sm"
      pointerEvents="auto"
      data-testid="toast"
      data-kind={toast.kind}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Box as="span" flex="1">
        {toast.text}
      </Box>
      <chakra.button
        type="button"
        aria-label={closeLabel}
        title={closeLabel}
        w="44px"
        h="44px"
        flexShrink="0"
        borderRadius="md"
        cursor="pointer"
        fontSize="lg"
        _focusVisible={{ outline: '2px solid white', outlineOffset: '-4px' }}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </chakra.button>
    </Box>
  );
}

const NO_TOASTS: readonly Toast[] = [];
const closed = () => false;

/**
 * The toast area; mount once per page (the frame does). `closeLabel` is the close button's name in the page language.
 * `inModal`: the region of an open modal dialog (the page's region is inert behind it and stays empty meanwhile).
 */
export function ToastRegion({ closeLabel, inModal = false }: { closeLabel: string; inModal?: boolean }) {
  const all = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const covered = useSyncExternalStore(subscribeModalRegions, modalRegionOpen, closed);
  useEffect(() => (inModal ? registerModalRegion() : undefined), [inModal]);
  const toasts = covered && !inModal ? NO_TOASTS : all;
  const polite = toasts.filter((t) => t.kind !== 'error');
  const urgent = toasts.filter((t) => t.kind === 'error');
  return (
    <Box
      position="fixed"
      top="4"
      left="50%"
      transform="translateX(-50%)"
      w="max-content"
      maxW="calc(100vw - 32px)"
      zIndex="toast"
      display="flex"
      flexDirection="column"
      gap="2"
      pointerEvents="none"
    >
      <Box role="status" aria-live="polite" display="flex" flexDirection="column" gap="2">
        {polite.map((t) => (
          <ToastItem key={t.id} toast={t} closeLabel={closeLabel} />
        ))}
      </Box>
      <Box role="alert" aria-live="assertive" display="flex" flexDirection="column" gap="2">
        {urgent.map((t) => (
          <ToastItem key={t.id} toast={t} closeLabel={closeLabel} />
        ))}
      </Box>
    </Box>
  );
}
