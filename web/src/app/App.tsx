/**
 * The app shell shared by the server and client entries: language (docs/product/sites-and-frame.md#languages), react-intl, Chakra UI and the routes.
 * The router (static on the server, browser on the client) and ApolloProvider wrap it in each entry.
 */
import { Suspense, use, useContext, useEffect } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { createIntl, createIntlCache, type IntlShape, RawIntlProvider } from 'react-intl';
import { useLocation, useRoutes } from 'react-router';
// Swiper's CSS goes into the entry stylesheet so any page with the frame's banner is styled on first paint.
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { loadMessages, messagesFor } from '../i18n/catalog.js';
import { routes } from '../routes/index.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';
import { CookieLangContext, htmlLang, langFromUrl, type Lang } from './lang.js';
import { getAppSystem } from './system.js';

/** The page language outside of route params: URL segment/query, else the cookie (docs/product/sites-and-frame.md#languages). */
export function usePageLang(): Lang {
  const location = useLocation();
  const cookieLang = useContext(CookieLangContext);
  return langFromUrl(location.pathname, location.search) ?? cookieLang;
}

/**
 * One react-intl object per language for the whole process (server) or page (browser): its formatter cache keeps
 * every message format it built, so a server render does not build them again for each request (IntlProvider makes
 * a fresh cache per render; render time). Messages and locale never change for a language.
 */
const intls = new Map<Lang, IntlShape>();
function useIntlFor(lang: Lang): IntlShape {
  let intl = intls.get(lang);
  if (!intl) {
    // Both entries load the page language before rendering; a client navigation to the other language suspends
    // (inside the router's transition, so the current page stays) until its catalogue is there.
    const messages = messagesFor(lang) ?? use(loadMessages(lang));
    intl = createIntl({ locale: lang === 'zh' ? 'zh-CN' : 'en', defaultLocale: 'en', messages }, createIntlCache());
    intls.set(lang, intl);
  }
  return intl;
}

function Routes() {
  const location = useLocation();
  return <RouteErrorBoundary key={location.pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}

/** Providers and routes. */
export function App() {
  const lang = usePageLang();
  const intl = useIntlFor(lang);
  useEffect(() => {
    // Client-side navigation between languages keeps <html lang> right (the server sets it on each document).
    // Only a change is written: Chromium restyles the whole document on any write of `lang`, even of the same
    // value (20 ms of a desktop core on a long article, just after hydrating).
    const value = htmlLang(lang);
    if (document.documentElement.lang !== value) document.documentElement.lang = value;
  }, [lang]);
  return (
    <RawIntlProvider value={intl} key={lang}>
      <ChakraProvider value={getAppSystem()}>
        <Suspense fallback={null}>
          <Routes />
        </Suspense>
      </ChakraProvider>
    </RawIntlProvider>
  );
}
