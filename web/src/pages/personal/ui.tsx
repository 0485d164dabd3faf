/**
 * Small pieces the personal centre's tabs share: the pager (links, so it works before hydration), a form field with
 * its error beside it (announced: role=alert), buttons with 44 px touch targets, and the link to what an entry keeps.
 */
import type { ReactNode } from 'react';
import { Box, chakra, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Lang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { TargetLink_TargetFragment } from '../../gql/graphql.js';
import { articleHref, newsHref, resourceHref } from '../../components/content/hrefs.js';
import { Pager as SharedPager, pageCount, usePagerTexts } from '../../components/Pager.js';
import { lm, pm } from './messages.js';

/** A react-router Link that takes Chakra style props (client navigation inside the personal centre). */
export const RouterLink = chakra(Link);

/** A button of the personal centre: at least 44 × 44 px, `primary` filled with the site colour. */
export const Button = chakra('button', {
  base: {
    minH: '44px',
    minW: '44px',
    px: '4',
    borderRadius: 'md',
    border: '1px solid',
    borderColor: 'gray.300',
    bg: 'white',
    cursor: 'pointer',
    fontSize: 'sm',
    whiteSpace: 'nowrap',
    flexShrink: 0,
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    _focusVisible: { outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' },
  },
  variants: {
    tone: {
      primary: { bg: 'var(--theme-primary, #1f4e8c)', color: 'white', borderColor: 'transparent' },
      danger: { color: '#b42318', borderColor: '#b42318' },
      plain: {},
    },
  },
  defaultVariants: { tone: 'plain' },
});

/** The input look of every field (full width, 44 px high). */
export const inputCss = {
  w: '100%',
  minH: '44px',
  px: '3',
  border: '1px solid',
  borderColor: 'gray.400',
  borderRadius: 'md',
  bg: 'white',
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.600' },
  '&[aria-invalid=true]': { borderColor: '#b42318' },
} as const;

/** A labelled field; `error` shows beside it and is announced; `hint` is its description. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Box mb="4">
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      {children}
      {hint && (
        <Text id={`${id}-hint`} fontSize="xs" color="gray.600" mt="1">
          {hint}
        </Text>
      )}
      <Text id={`${id}-error`} role="alert" aria-live="assertive" color="#b42318" fontSize="sm" mt="1" minH="0">
        {error ?? ''}
      </Text>
    </Box>
  );
}

/** Props that tie an input to its Field's error and hint. */
export function describedBy(id: string, error: string | null | undefined, hint = false) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' '),
  };
}

/** The shared pager with the personal centre's texts; `page` counts from 0, `href(p)` takes a page from 1. */
export function Pager({
  page,
  total,
  size,
  href,
}: {
  page: number;
  total: number;
  size: number;
  href: (page: number) => string;
}) {
  const texts = usePagerTexts(pm);
  return <SharedPager page={page + 1} pages={pageCount(total, size)} href={href} texts={texts} />;
}

export const TargetLink_target = graphql(`
  fragment TargetLink_target on MemberTarget {
    resourceType resourceId exists title articleId articleTitle publicationTitle linkId label thumbnailUrl
  }
`);

/** Where a kept entry opens (its page); null for what has no page of its own (a journal, a deleted target). */
export function targetHref(t: TargetLink_TargetFragment, siteId: number, lang: Lang): string | null {
  if (!t.exists) return null;
  switch (t.resourceType) {
    case 'ARTICLE':
      return articleHref(siteId, t.linkId, lang);
    case 'NEWS':
      return newsHref(siteId, t.linkId, lang);
    case 'JOURNAL':
      return null;
    default:
      return resourceHref(siteId, t.linkId, t.resourceId, lang);
  }
}

/** The title of a kept entry as a link to its page, with its type and the article it belongs to. */
export function TargetLink({
  target,
  siteId,
  lang,
}: {
  target: TargetLink_TargetFragment;
  siteId: number;
  lang: Lang;
}) {
  const intl = useIntl();
  const href = targetHref(target, siteId, lang);
  const title = target.title || target.label || `#${target.resourceId}`;
  const parent =
    target.resourceType === 'ARTICLE' ? target.publicationTitle : (target.articleTitle ?? target.publicationTitle);
  return (
    <Box minW="0">
      <Text fontSize="xs" color="gray.600">
        {intl.formatMessage(lm[target.resourceType])}
      </Text>
      {href ? (
        <chakra.a href={href} color="blue.800" fontWeight="medium" overflowWrap="anywhere" lineClamp={3} py="1">
          {title}
        </chakra.a>
      ) : (
        <Text fontWeight="medium" overflowWrap="anywhere">
          {title}
          {!target.exists && ` (${intl.formatMessage(pm.gone)})`}
        </Text>
      )}
      {parent && (
        <Text fontSize="sm" color="gray.600" overflowWrap="anywhere">
          {intl.formatMessage(lm.from, { title: parent })}
        </Text>
      )}
    </Box>
  );
}

/** A date (ISO 8601) in the page language. */
export function useDate(): (iso: string) => string {
  const intl = useIntl();
  return (iso) => intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' });
}
