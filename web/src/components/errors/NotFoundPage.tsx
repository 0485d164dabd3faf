/**
 * The 404 page (an unknown route, docs/product/sites-and-frame.md#error-routes): HTTP 404 with the not-found text inside the site's
 * frame (ErrorFrame.tsx, a split chunk: errorFrameChunk.ts), in the page language, with a link to the site's home.
 * Rendered by the catch-all route (routes/index.tsx) and by every page whose URL is malformed, so it sits below the
 * pages rather than among them.
 */
import { type ReactNode, useContext } from 'react';
import { useIntl } from 'react-intl';
import { RenderOutcomeContext, useStatus } from '../../app/ssrStatus.js';
import { Title } from '../../app/Title.js';
import { NotFoundContent } from '../../app/NotFoundContent.js';
import { ERROR_FRAME_CHUNK, errorFrameChunk } from './errorFrameChunk.js';
import { useSplitModule } from '../../app/moduleRef.js';

function SplitErrorFrame({ children }: { children: ReactNode }) {
  const outcome = useContext(RenderOutcomeContext);
  if (outcome.chunks && !outcome.chunks.includes(ERROR_FRAME_CHUNK)) outcome.chunks.push(ERROR_FRAME_CHUNK);
  const { ErrorFrame } = useSplitModule(errorFrameChunk);
  return <ErrorFrame>{children}</ErrorFrame>;
}

/** The 404 page. */
export default function NotFoundPage() {
  useStatus(404);
  const intl = useIntl();
  return (
    <SplitErrorFrame>
      <Title
        page="404"
        site={intl.formatMessage({ id: 'app.notFound.title', defaultMessage: 'This page could not be found' })}
      />
      <NotFoundContent />
    </SplitErrorFrame>
  );
}
