/**
 * The slot of the 'alert me' buttons on journal pages, apart from slots.tsx so that pages without it (the
 * article page, which renders its column button from ArticleMember) do not load it before hydrating (budget).
 */
import { Box } from '@chakra-ui/react';
import { useLoadedChunk } from '../basket/useLoadedChunk.js';
import { type AlertTarget, alertButtonsRoom } from './alerts.js';
import { memberKit } from './kitChunk.js';

/**
 * The 'alert me' buttons of `targets` (e.g. a journal's new issues and online first, an article's column):
 * links to /emailSubscribe in a new tab, or in-place subscriptions for a member with a verified email.
 */
export function AlertButtonsSlot(props: { targets: readonly AlertTarget[]; siteId: number | null; title: string }) {
  const mod = useLoadedChunk(memberKit);
  return (
    <Box minH={alertButtonsRoom(props.targets.length)} display="flex" alignItems="center" data-testid="alert-slot">
      {mod ? <mod.AlertButtons {...props} /> : null}
    </Box>
  );
}
