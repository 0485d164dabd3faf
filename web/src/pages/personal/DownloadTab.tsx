/**
 * Tab 'download' (docs/product/members.md#downloads-and-history): the member's downloads, newest first, paged
 * (`page`), and the browsing history (historys: article pages opened, one entry per article per day), paged on its own (`hpage`).
 */
import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { DownloadTab_MemberFragment } from '../../gql/graphql.js';
import { lm, pm } from './messages.js';
import { PAGE_SIZE, personalHref, type PersonalState } from './nav.js';
import { Pager, TargetLink, useDate } from './ui.js';

export const DownloadTab_member = graphql(`
  fragment DownloadTab_member on Member {
    downloads(page: $page, size: $size) {
      total
      items { id kind name createdAt target { ...TargetLink_target } }
    }
    history(page: $hpage, size: $size) {
      total
      items { id viewedAt target { ...TargetLink_target } }
    }
  }
`);

const KIND = { FILE: lm.kindFILE, XML: lm.kindXML, CITATION: lm.kindCITATION } as const;

/** The downloads and history tab. */
export function DownloadTab({
  member,
  state,
  siteId,
}: {
  member: DownloadTab_MemberFragment;
  state: PersonalState;
  siteId: number;
}) {
  const intl = useIntl();
  const lang = useLang();
  const date = useDate();
  const { downloads, history } = member;
  const row = { py: '3', borderBottom: '1px solid', borderColor: 'gray.200' } as const;
  return (
    <Box>
      <Box as="section" aria-labelledby="downloads-heading" mb="10" data-testid="downloads">
        <Heading as="h3" size="md" id="downloads-heading" mb="2">
          {intl.formatMessage(lm.downloads)}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {intl.formatMessage(pm.total, { count: downloads.total })}
        </Text>
        {downloads.items.length === 0 ? (
          <Text py="6">{intl.formatMessage(pm.empty)}</Text>
        ) : (
          <chakra.ul listStyleType="none" p="0" m="0">
            {downloads.items.map((d) => (
              <Box as="li" key={d.id} {...row}>
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {d.name}{' '}
                  <chakra.span fontSize="xs" color="gray.600">
                    ({intl.formatMessage(KIND[d.kind])})
                  </chakra.span>
                </Text>
                {d.target && <TargetLink target={d.target} siteId={siteId} lang={lang} />}
                <Text fontSize="xs" color="gray.500">
                  {intl.formatMessage(lm.downloadedOn, { date: date(d.createdAt) })}
                </Text>
              </Box>
            ))}
          </chakra.ul>
        )}
        <Pager
          page={state.page}
          total={downloads.total}
          size={PAGE_SIZE}
          href={(p) => personalHref('download', lang, { page: p, hpage: state.hpage + 1 })}
        />
      </Box>
      <Box as="section" aria-labelledby="history-heading" data-testid="history">
        <Heading as="h3" size="md" id="history-heading" mb="2">
          {intl.formatMessage(lm.history)}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {intl.formatMessage(pm.total, { count: history.total })}
        </Text>
        {history.items.length === 0 ? (
          <Text py="6">{intl.formatMessage(pm.empty)}</Text>
        ) : (
          <chakra.ul listStyleType="none" p="0" m="0">
            {history.items.map((h) => (
              <Box as="li" key={h.id} {...row}>
                <TargetLink target={h.target} siteId={siteId} lang={lang} />
                <Text fontSize="xs" color="gray.500">
                  {intl.formatMessage(lm.viewedOn, { date: date(h.viewedAt) })}
                </Text>
              </Box>
            ))}
          </chakra.ul>
        )}
        <Pager
          page={state.hpage}
          total={history.total}
          size={PAGE_SIZE}
          href={(p) => personalHref('download', lang, { page: state.page + 1, hpage: p })}
        />
      </Box>
    </Box>
  );
}
