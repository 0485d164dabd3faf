/**
 * The breadcrumb of a journal's inner pages (docs/product/sites-and-frame.md#breadcrumb): site › journal › issue ›
 * page, as a `nav` (named 'Breadcrumb' / '当前位置') around an `ol`, the last item the current page
 * (`aria-current="page"`, not a link). On phones the row never wraps nor overflows: every item shrinks with an
 * ellipsis (its full text in `title`); wider screens wrap it. The server render also writes a schema.org
 * BreadcrumbList (https://schema.org/BreadcrumbList) into the head (no other page JSON-LD has one); its `item`
 * values are the links' paths.
 */
import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { HeadTags } from '../../app/HeadTags.js';

/** One step: its text and, except for the current page, where it leads (a portal path). */
export interface Crumb {
  label: string;
  href?: string | null | undefined;
  /** The label's language when it may differ from the page's (an article title; WCAG 3.1.2). */
  lang?: string | undefined;
}

/** The BreadcrumbList JSON-LD of `items` (those with a label; positions from 1). Pure. */
export function breadcrumbJsonLd(items: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.href ? { item: c.href } : {}),
    })),
  };
}

const itemCss = {
  minW: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: { base: 'nowrap', md: 'normal' },
} as const;

/** The breadcrumb of `items` (the last is the current page); nothing when fewer than two. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  const shown = items.filter((c) => c.label.trim());
  if (shown.length < 2) return null;
  const last = shown.length - 1;
  return (
    <Box
      as="nav"
      aria-label={intl.formatMessage({ id: 'content.breadcrumb.label', defaultMessage: 'Breadcrumb' })}
      mb="4"
      fontSize="sm"
      data-testid="breadcrumb"
    >
      {import.meta.env.SSR && <HeadTags group="breadcrumb" tags={[{ tag: 'jsonld', json: breadcrumbJsonLd(shown) }]} />}
      <Box
        as="ol"
        display="flex"
        flexWrap={{ base: 'nowrap', md: 'wrap' }}
        alignItems="baseline"
        gap="1"
        listStyleType="none"
        m="0"
        p="0"
        color="gray.700"
      >
        {shown.map((c, i) => (
          <Box
            as="li"
            key={`${c.label}|${c.href ?? ''}`}
            display="flex"
            gap="1"
            minW="0"
            // phones: the leading steps keep up to a third each, the current page takes the rest
            flex={i === last ? '1 1 0%' : '0 0 auto'}
            maxW={{ base: i === last ? 'none' : '34%', md: 'none' }}
          >
            {i > 0 && (
              <Box as="span" aria-hidden="true" color="gray.500" flexShrink={0}>
                ›
              </Box>
            )}
            {i === last || !c.href ? (
              <Box
                as="span"
                {...itemCss}
                title={c.label}
                lang={c.lang}
                aria-current={i === last ? 'page' : undefined}
                color="gray.800"
              >
                {c.label}
              </Box>
            ) : (
              <Box asChild {...itemCss} color="blue.700" textDecoration="underline">
                <Link to={c.href} title={c.label} lang={c.lang}>
                  {c.label}
                </Link>
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
