/**
 * Floating toolbar (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar: back-to-top after 300 px of scroll in the
 * page frame, the tool links after 400 px): tool links (rss, email, custom pictures, pop-up pictures) with tooltips and back-to-top, in
 * a chunk loaded once the page first scrolls past 300 px (toolbar/ToolbarPanel.tsx; for the entry's size budget this file stays a
 * scroll listener). The batch-citation button is always there, at the bottom, once loaded after hydration
 * (DockSlot).
 */
import { useEffect, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { moduleRef } from '../../app/moduleRef.js';
import { graphql } from '../../gql/index.js';
import type { Toolbar_ToolFragment } from '../../gql/graphql.js';
import { DockSlot } from '../basket/DockSlot.js';
import { frameMessages } from './messages.js';

export const Toolbar_tool = graphql(`
  fragment Toolbar_tool on Tool {
    id
    name
    type
    platformType
    href
    pictureUrl
    description
  }
`);

/** The toolbar threshold in px (the tool links; back-to-top shows from 300 px, toolbar/ToolbarPanel.tsx). */
export const TOOLBAR_THRESHOLD = 400;
/** The scroll offset past which the toolbar's chunk loads: the back-to-top threshold of the page frame. */
const LOAD_THRESHOLD = 300;

const panelChunk = moduleRef(() => import('./toolbar/ToolbarPanel.js'));

/**
 * The fixed toolbar at the right edge: tools and back-to-top hidden until the page has scrolled past their
 * thresholds, the batch-citation button of site `siteId` below them at all times.
 */
export function Toolbar({ tools, siteId }: { tools: Toolbar_ToolFragment[]; siteId: number }) {
  const intl = useIntl();
  const [scrollY, setScrollY] = useState(0);
  const [panel, setPanel] = useState(() => panelChunk.loaded());
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
  const wanted = scrollY > LOAD_THRESHOLD;
  useEffect(() => {
    if (!wanted || panel) return;
    let live = true;
    panelChunk.load().then(
      (m) => live && setPanel(() => m),
      () => undefined, // a failed chunk load leaves the toolbar out; the basket button stays
    );
    return () => {
      live = false;
    };
  }, [wanted, panel]);
  return (
    <Stack position="fixed" right="4" bottom="16" gap="2" zIndex="sticky" data-testid="toolbar">
      {panel && (
        <panel.ToolbarPanel tools={tools} scrollY={scrollY} backToTop={intl.formatMessage(frameMessages.backToTop)} />
      )}
      <DockSlot siteId={siteId} />
    </Stack>
  );
}
