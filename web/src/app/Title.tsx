/**
 * Document title. On the server the title is recorded in the render outcome and written into the template head by
 * entry-server; on the client an effect sets document.title. (No `<title>` element in the tree: React would hoist it
 * and the hydrated markup would differ.) SPEC §9: the default title is the Chinese product name.
 */
import { useContext, useEffect } from 'react';
import { RenderOutcomeContext } from './ssrStatus.js';

/** Default document title (SPEC §9: a Chinese product name). */
export const DEFAULT_TITLE = '学术期刊集群平台';

/** Sets the page title: `{page} - {site}`, or just the site name. Renders nothing. */
export function Title({ page, site }: { page?: string | null | undefined; site?: string | null | undefined }) {
  const outcome = useContext(RenderOutcomeContext);
  const text = [page, site].filter(Boolean).join(' - ') || DEFAULT_TITLE;
  outcome.title = text;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
