/**
 * The frame of every account page (docs/product/members.md#account-pages): the site frame without its title
 * navigation (hidden on login, quickLogin, register and forgetCode), the account catalogue (i18n/{zh,en}/account.json,
 * carried by these chunks), the document title and a centred card with the page heading. Links between the pages
 * keep the language and the `redirect` parameter ({@link useAccountNav}).
 */
import type { ReactNode } from 'react';
import { Box, Heading } from '@chakra-ui/react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useLang } from '../../app/lang.js';
import { Title } from '../../app/Title.js';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import { Frame } from '../../components/frame/Frame.js';
import type { Frame_SiteFragment } from '../../gql/graphql.js';
import en from '../../i18n/en/account.json';
import zh from '../../i18n/zh/account.json';
import { afterLoginHref, isSameSitePath } from '../../components/account/rules.js';
import { FormCard } from '../../components/account/fields.js';

const catalogues = { zh, en };

/** The account routes the pages link to one another. */
export type AccountPath = '/login' | '/quickLogin' | '/register' | '/forgetCode';

/** Links and the destination after signing in, from the page's language and its `redirect` parameter. */
export function useAccountNav(): {
  /** The href of another account page, with `?lang=` and the same-site `redirect` kept. */
  hrefOf(path: AccountPath): string;
  /** Where to go after signing in (components/account/rules.ts afterLoginHref). */
  afterLogin: string;
  /** The page's own parameters a form sends again when the browser submits it (components/form/PageQueryFields). */
  kept: { lang: string; redirect: string | null };
} {
  const lang = useLang();
  const [search] = useSearchParams();
  const raw = search.get('redirect');
  // only a path of this site is kept, in the links and in the forms
  const redirect = isSameSitePath(raw) ? raw : null;
  return {
    kept: { lang, redirect },
    hrefOf(path) {
      const q = new URLSearchParams({ lang });
      if (redirect) q.set('redirect', redirect);
      return `${path}?${q.toString()}`;
    },
    afterLogin: afterLoginHref(redirect, lang),
  };
}

function Titled({ title, site }: { title: MessageDescriptor; site: string }) {
  return <Title page={useIntl().formatMessage(title)} site={site} />;
}

function CardHeading({ title }: { title: MessageDescriptor }) {
  return (
    <Heading as="h1" size="xl" mb="5" textAlign="center">
      {useIntl().formatMessage(title)}
    </Heading>
  );
}

/** An account page: the frame, the title and the card holding `children` under the heading `title`. */
export function AccountShell({
  site,
  title,
  children,
}: {
  site: Frame_SiteFragment;
  title: MessageDescriptor;
  children: ReactNode;
}) {
  return (
    <Frame site={site} titleNav={false}>
      <ChunkCatalogue catalogues={catalogues}>
        <Titled title={title} site={site.name} />
        <FormCard maxW="28rem" testId="account-card">
          <CardHeading title={title} />
          {children}
        </FormCard>
      </ChunkCatalogue>
    </Frame>
  );
}

/** A link between account pages, 44 px high to tap (client-side navigation keeps the loaded frame). */
export function AccountLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box asChild display="inline-flex" alignItems="center" minH="44px" color="var(--theme-primary)">
      <Link to={to}>{children}</Link>
    </Box>
  );
}
