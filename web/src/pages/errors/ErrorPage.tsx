/**
 * /errorPage?lang=…&code=… (docs/product/sites-and-frame.md#site-states): the state of a site that cannot be shown.
 * When the request's site really cannot be shown, the server answers that state instead of this page
 * (components/errors/ErrorFrame.tsx records the failed lookup, siteStateDocument.tsx answers it). On a site that can
 * be shown (an old link) the page shows the state its `code` names inside the site's frame, with that state's status
 * (404 unknown site, 410 expired, 503 maintenance, else 502), and never a raw error code.
 */
import { Container } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLang } from '../../app/lang.js';
import { useStatus } from '../../app/ssrStatus.js';
import { Title } from '../../app/Title.js';
import type { PageLoader } from '../../routes/lazy.js';
import { ErrorFrame } from '../../components/errors/ErrorFrame.js';
import { SiteStateContent, siteStateTitle } from '../../components/errors/SiteStateContent.js';
import { SiteStateIntl } from '../../components/errors/SiteStateIntl.js';
import { siteStateOfParam, siteStateStatus, type SiteState } from '../../components/errors/siteState.js';

/**
 * No query of its own: the frame's site query is found by Apollo's pass (entry-server), as the site usually fails
 * here; a failed site is answered by the server (see the module docs).
 */
export const loader: PageLoader = () => null;

function StateBody({ state }: { state: SiteState }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Container maxW="800px" data-testid="error-page">
      <Title page={siteStateTitle(intl, state.kind)} />
      {/* the portal's main site, on this host (its route names the site) */}
      <SiteStateContent state={state} homeUrl={`/homeNav/www/${lang}`} />
    </Container>
  );
}

/** The site error page. */
export default function ErrorPage() {
  const [params] = useSearchParams();
  // no maintenance contact: it only ever comes from rc-pub's answer for a site under maintenance
  const state = siteStateOfParam(params.get('code'));
  useStatus(siteStateStatus(state.kind));
  return (
    <ErrorFrame fetchInBrowser={false}>
      <SiteStateIntl>
        <StateBody state={state} />
      </SiteStateIntl>
    </ErrorFrame>
  );
}
