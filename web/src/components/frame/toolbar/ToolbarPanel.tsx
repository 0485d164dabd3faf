/**
 * The floating toolbar's contents (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar), split from the frame
 * (budget): the page frame (Toolbar.tsx) loads this chunk once the page has hydrated. From the `md` breakpoint up
 * the tools show past {@link TOOLS_THRESHOLD} of scroll, back-to-top past {@link BACK_TO_TOP_THRESHOLD}, above the
 * batch-citation button; below `md` one Tools button holds them all (PhoneToolbar.tsx). The folderAdd tool is the
 * batch citation, which the frame shows as its basket button, so it is not repeated here.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { Toolbar_ToolFragment } from '../../../gql/graphql.js';
import { DockSlot } from '../../basket/DockSlot.js';
import { frameMessages } from '../messages.js';
import { PhoneToolbar } from './PhoneToolbar.js';
import { BackToTop, ToolItem } from './ToolItem.js';

/** Back-to-top appears after 300 px of scroll in the page frame. */
export const BACK_TO_TOP_THRESHOLD = 300;
/** Toolbar links appear after 400 px of scroll. */
export const TOOLS_THRESHOLD = 400;
/** Screens narrower than Chakra's `md` breakpoint (768 px) get the one-button toolbar. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** The window's scroll offset, read once per animation frame while the page scrolls. */
function useScrollY(): number {
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setScrollY(window.scrollY);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return scrollY;
}

/** Whether the media query `query` matches now (this chunk renders in the browser only). */
function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The toolbar of site `siteId` with the site's `tools`, laid out for the screen's width. */
export function ToolbarPanel({ tools, siteId }: { tools: Toolbar_ToolFragment[]; siteId: number }) {
  const intl = useIntl();
  const scrollY = useScrollY();
  const phone = useMedia(PHONE_QUERY);
  const items = tools.filter((t) => t.platformType !== 'folderAdd');
  const backToTop = intl.formatMessage(frameMessages.backToTop);
  const dock = <DockSlot siteId={siteId} />;
  if (phone)
    return (
      <PhoneToolbar tools={items} backToTop={scrollY > BACK_TO_TOP_THRESHOLD ? backToTop : null}>
        {dock}
      </PhoneToolbar>
    );
  return (
    <>
      {scrollY > TOOLS_THRESHOLD && items.map((t) => <ToolItem key={t.id} tool={t} />)}
      {scrollY > BACK_TO_TOP_THRESHOLD && <BackToTop label={backToTop} />}
      {dock}
    </>
  );
}
