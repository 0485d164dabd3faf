/**
 * The favourite and add-to-album buttons of each figure and table of the article, in the body HTML the
 * server rendered (and in the gallery shown without a body): each resource's anchor `#resource-{id}`
 * (content/article/resourceAnchors.ts) marks its `<figure>`; a container is appended to that figure after hydration
 * and the buttons are rendered into it (a portal), so the server's markup stays the same for everyone. Remount (key)
 * when the body HTML is replaced. `scope`: the page's resources (ArticleMember.tsx).
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { resourceAnchorId } from '../content/hrefs.js';
import { MemberButtons } from './MemberButtons.js';
import type { FavouriteScopeIds, MemberResource } from './types.js';

/** Class of the containers added to the figures (styled in place: a row under the caption). */
export const FIGURE_TOOLS_CLASS = 'member-figure-tools';

interface Target {
  resource: MemberResource;
  container: HTMLElement;
  title: string;
}

/** The figure's name for the buttons' labels: its label (e.g. 'Fig 2'), else its caption's start. */
function figureTitle(figure: Element): string {
  const label = figure.querySelector('.label')?.textContent?.trim();
  if (label) return label;
  return (figure.querySelector('figcaption')?.textContent ?? '').trim().slice(0, 60);
}

/** Buttons for `resources` (figures and tables) inside their figures; `siteId`: the current site. */
export function FigureTools({
  resources,
  scope,
  siteId,
}: {
  resources: readonly MemberResource[];
  scope: FavouriteScopeIds;
  siteId: number | null;
}) {
  const [targets, setTargets] = useState<readonly Target[]>([]);
  useEffect(() => {
    const found: Target[] = [];
    for (const resource of resources) {
      const figure = document.getElementById(resourceAnchorId(resource.resourceId))?.closest('figure');
      if (!figure) continue;
      const container = document.createElement('div');
      container.className = FIGURE_TOOLS_CLASS;
      container.dataset.resourceId = String(resource.resourceId);
      container.style.cssText = 'display:flex;gap:8px;margin-top:4px;text-indent:0;';
      figure.append(container);
      found.push({ resource, container, title: figureTitle(figure) });
    }
    setTargets(found);
    return () => {
      for (const t of found) t.container.remove();
    };
  }, [resources]);
  return (
    <>
      {targets.map((t) =>
        createPortal(
          <MemberButtons {...t.resource} scope={scope} siteId={siteId} title={t.title} />,
          t.container,
          String(t.resource.resourceId),
        ),
      )}
    </>
  );
}
