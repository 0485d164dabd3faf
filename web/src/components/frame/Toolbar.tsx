/**
 * Floating toolbar (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar): the frame's fixed place for it, rendered
 * empty on the server and filled by the toolbar's chunk once the page has hydrated (toolbar/ToolbarPanel.tsx; for the
 * entry's size budget this file holds only the place). From the `md` breakpoint up the chunk shows the column of
 * tools, back-to-top and the batch-citation button; below it one Tools button that opens them
 * (toolbar/PhoneToolbar.tsx). So that the button never covers text on a phone, the page keeps a strip at its right
 * edge, a little wider than the button, free of text below `md` (toolbar/phoneGutter.ts, part of the global
 * stylesheet: in place before the chunk arrives, so nothing shifts).
 */
import { useEffect, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { moduleRef } from '../../app/moduleRef.js';
import { graphql } from '../../gql/index.js';
import type { Toolbar_ToolFragment } from '../../gql/graphql.js';

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

const panelChunk = moduleRef(() => import('./toolbar/ToolbarPanel.js'));

/** The fixed toolbar at the bottom right of the page of site `siteId` with the site's `tools`. */
export function Toolbar({ tools, siteId }: { tools: Toolbar_ToolFragment[]; siteId: number }) {
  const [panel, setPanel] = useState(() => panelChunk.loaded());
  useEffect(() => {
    if (panel) return;
    let live = true;
    panelChunk.load().then(
      (m) => live && setPanel(() => m),
      () => undefined, // a failed chunk load leaves the toolbar out
    );
    return () => {
      live = false;
    };
  }, [panel]);
  return (
    <Stack
      position="fixed"
      right={{ base: '1', md: '4' }}
      bottom={{ base: '4', md: '16' }}
      gap="2"
      zIndex="sticky"
      data-testid="toolbar"
    >
      {panel && <panel.ToolbarPanel tools={tools} siteId={siteId} />}
    </Stack>
  );
}
