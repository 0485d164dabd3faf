/**
 * The floating toolbar's items (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar), split from the frame (budget): the
 * page frame (Toolbar.tsx) loads this chunk once the page has scrolled past the back-to-top threshold. The tools show
 * past {@link TOOLS_THRESHOLD}, back-to-top past {@link BACK_TO_TOP_THRESHOLD}; back-to-top scrolls smoothly, or at
 * once when the reader prefers reduced motion. The folderAdd tool is the batch citation, which the frame shows as its
 * basket button, so it is not repeated here.
 */
import { chakra } from '@chakra-ui/react';
import type { Toolbar_ToolFragment } from '../../../gql/graphql.js';
import { UpIcon } from './icons.js';
import { ToolItem, toolButtonCss } from './ToolItem.js';

/** Back-to-top appears after 300 px of scroll in the page frame. */
export const BACK_TO_TOP_THRESHOLD = 300;
/** Toolbar links appear after 400 px of scroll. */
export const TOOLS_THRESHOLD = 400;

/** Scrolls the window to the top: smoothly (in about 500 ms), at once under prefers-reduced-motion. */
export function scrollToTop(): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/** The items for a scroll offset `scrollY`; `backToTop` is the button's name in the page language. */
export function ToolbarPanel({
  tools,
  scrollY,
  backToTop,
}: {
  tools: Toolbar_ToolFragment[];
  scrollY: number;
  backToTop: string;
}) {
  return (
    <>
      {scrollY > TOOLS_THRESHOLD &&
        tools.filter((t) => t.platformType !== 'folderAdd').map((t) => <ToolItem key={t.id} tool={t} />)}
      {scrollY > BACK_TO_TOP_THRESHOLD && (
        <chakra.button
          type="button"
          title={backToTop}
          aria-label={backToTop}
          data-testid="back-to-top"
          {...toolButtonCss}
          bg="#4a4f57"
          _hover={{ bg: '#30343a' }}
          onClick={scrollToTop}
        >
          <UpIcon />
        </chakra.button>
      )}
    </>
  );
}
