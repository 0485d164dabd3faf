/**
 * The server's answer for a request whose site cannot be shown (docs/product/sites-and-frame.md#site-states), at the
 * requested URL: an unknown site 404, an expired site 410, a site under maintenance 503 with Retry-After (crawlers
 * keep the site's pages and come back), another failed lookup 502; never cached. The document carries no scripts:
 * there is nothing to hydrate (the page the URL names cannot be shown), and a reader who follows the link leaves for
 * the portal's main site. Server only (entry-server.tsx).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { CacheProvider } from '@emotion/react';
import { Box, ChakraProvider, Text } from '@chakra-ui/react';
import { createIntl, createIntlCache, type IntlShape, RawIntlProvider } from 'react-intl';
import type { Lang } from '../../app/lang.js';
import { createServerEmotionCache } from '../../app/emotionCache.js';
import { escapeHtml, fillTemplate } from '../../app/ssrDocument.js';
import { APP_MODULES_KEY } from '../../app/startData.js';
import { getAppSystem } from '../../app/system.js';
import { defaultTitle } from '../../app/Title.js';
import en from '../../i18n/en/siteStates.json';
import zh from '../../i18n/zh/siteStates.json';
import { PAGE_CSS_MARKER, type SsrResponse } from '../../ssr-contract.js';
import { SiteStateContent, siteStateTitle } from './SiteStateContent.js';
import { MAINTENANCE_RETRY_AFTER_S, portalHomeUrl, type SiteState, siteStateStatus } from './siteState.js';

const intls = new Map<Lang, IntlShape>();
function intlFor(lang: Lang): IntlShape {
  let intl = intls.get(lang);
  if (!intl) {
    const messages = lang === 'zh' ? zh : en;
    intl = createIntl({ locale: lang === 'zh' ? 'zh-CN' : 'en', defaultLocale: 'en', messages }, createIntlCache());
    intls.set(lang, intl);
  }
  return intl;
}

/** The template without the app's scripts: the starter, the modules block it reads and any preloads (the stylesheets stay). */
export function withoutScripts(template: string): string {
  return template
    .replace(/<script\b[^>]*\btype="module"[^>]*>\s*<\/script>\s*/g, '')
    .replace(new RegExp(`<script type="application/json" id="${APP_MODULES_KEY}">[^<]*</script>\\s*`, 'g'), '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g, '');
}

/** What the document needs of the request. */
export interface SiteStateRequest {
  template: string;
  lang: Lang;
  /** The request's origin (`http://expired.localhost:3000`), for the absolute link to the portal's main site. */
  origin: string | undefined;
}

/** Renders the site-state document for `state` (see the module docs). */
export async function siteStateDocument(req: SiteStateRequest, state: SiteState): Promise<SsrResponse> {
  const intl = intlFor(req.lang);
  const styles = createServerEmotionCache();
  const portal = defaultTitle(req.lang);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={styles.cache}>
        <RawIntlProvider value={intl}>
          <ChakraProvider value={getAppSystem()}>
            <Box minH="100vh" bg="gray.50" color="gray.900">
              <Box as="header" bg="white" borderBottomWidth="1px" px="4" py="3">
                <Text fontWeight="semibold" textAlign={{ base: 'center', md: 'start' }} maxW="1200px" mx="auto">
                  {portal}
                </Text>
              </Box>
              <Box as="main" maxW="640px" mx="auto" px={{ base: '2', md: '4' }}>
                <SiteStateContent state={state} homeUrl={portalHomeUrl(req.origin, req.lang)} />
              </Box>
            </Box>
          </ChakraProvider>
        </RawIntlProvider>
      </CacheProvider>
    </StrictMode>,
  );
  let body = '';
  for await (const chunk of prelude) body += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  const pageCss = styles.collected();
  const title = `${siteStateTitle(intl, state.kind)} - ${portal}`;
  const head = [`<title>${escapeHtml(title)}</title>`, pageCss.css ? PAGE_CSS_MARKER : '']
    .filter(Boolean)
    .join('\n    ');
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
  if (state.kind === 'maintenance') headers['retry-after'] = String(MAINTENANCE_RETRY_AFTER_S);
  return {
    status: siteStateStatus(state.kind),
    html: fillTemplate(withoutScripts(req.template), { lang: req.lang, head, body }),
    ...(pageCss.css ? { pageCss } : {}),
    headers,
    cache: 'none',
  };
}
