/**
 * The legal pages of every site (docs/product/sites-and-frame.md#legal-pages): `/accessibility/{lang}`,
 * `/privacy/{lang}`, `/agreement/{lang}`, `/terms/{lang}`. The site's own text from the site file (sanitized HTML)
 * when it gives one in the page language, else the portal's default text naming the site; then the site's contact
 * from its footer config and links to the other three pages. One query per route.
 */
import { useQuery } from '@apollo/client/react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import { type Lang, useHref, useLang } from '../../app/lang.js';
import { QueryError } from '../../app/QueryError.js';
import { Title } from '../../app/Title.js';
import { Frame } from '../../components/frame/Frame.js';
import { LEGAL_LINKS } from '../../components/frame/footer/LegalLinks.js';
import { graphql } from '../../gql/index.js';
import type { LegalPageKind } from '../../gql/graphql.js';
import en from '../../i18n/en/legal.json';
import zh from '../../i18n/zh/legal.json';
import type { PageLoader } from '../../routes/lazy.js';
import { ContactBlock } from './Contact.js';
import { DefaultLegalText, type LegalPageName } from './defaultText.js';
import { legalMessages, legalTitles, sourceMessages } from './messages.js';

const catalogues = { zh, en };

export const LegalPageQuery = graphql(`
  query LegalPage($page: LegalPageKind!) {
    site {
      name
      ...Frame_site
      footer { email phone address }
      legalPage(page: $page) { page html }
    }
  }
`);

/** The page kind of a legal route path (`/privacy/en` → privacy); null for another path. */
export function legalPageOf(pathname: string): LegalPageName | null {
  const first = pathname.split('/')[1] ?? '';
  return (['accessibility', 'privacy', 'agreement', 'terms'] as const).find((p) => p === first) ?? null;
}

const kindOf = (p: LegalPageName) => p.toUpperCase() as LegalPageKind;

function Legal({ page }: { page: LegalPageName }) {
  const intl = useIntl();
  const lang: Lang = useLang();
  const href = useHref();
  const { data, error } = useQuery(LegalPageQuery, { variables: { page: kindOf(page) } });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const { site } = data;
  const own = site.legalPage.html;
  const title = intl.formatMessage(legalTitles[page]);
  return (
    <Frame site={site}>
      <Title page={title} site={site.name} />
      <Box as="article" maxW="860px" mx="auto" px="4" py="6" data-legal-page={page}>
        <Heading as="h1" size="2xl" mb="2">
          {title}
        </Heading>
        <Text fontSize="sm" color="gray.700">
          {intl.formatMessage(own ? sourceMessages.site : sourceMessages.portal, { site: site.name })}
        </Text>
        {own ? (
          <Box mt="5" lineHeight="tall" data-legal-text="site" dangerouslySetInnerHTML={{ __html: own }} />
        ) : (
          <DefaultLegalText page={page} lang={lang} site={site.name} />
        )}
        <ContactBlock contact={{ site: site.name, ...site.footer }} />
        <Box as="nav" aria-label={intl.formatMessage(legalMessages.otherPages)} mt="6">
          <Heading as="h2" size="md" mb="2">
            {intl.formatMessage(legalMessages.otherPages)}
          </Heading>
          <Box as="ul" ps="6" listStyleType="disc">
            {LEGAL_LINKS.filter((l) => l.page !== page).map((l) => (
              <li key={l.page}>
                <a href={href(`/${l.page}`)} style={{ textDecoration: 'underline' }}>
                  {intl.formatMessage(legalTitles[l.page])}
                </a>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
    </Frame>
  );
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = ({ pathname }) => {
  const page = legalPageOf(pathname);
  return page ? { query: LegalPageQuery, variables: { page: kindOf(page) } } : null;
};

/** The legal route component (the page kind is the path's first segment). */
export default function LegalPage() {
  const page = legalPageOf(useLocation().pathname);
  if (!page) return null;
  return (
    <ChunkCatalogue catalogues={catalogues}>
      <Legal page={page} />
    </ChunkCatalogue>
  );
}
