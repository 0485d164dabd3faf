/**
 * A journal's identity (docs/product/content.md#publication-basic-info): title heading, the other-language title when it differs, and
 * the identifier fields ISSN, eISSN, CN, publisher and sponsor. Shared by the home page's journal information block and
 * the issue pages' journal header, which place it in their own frame.
 */
import { Box, Heading, type HeadingProps, Text } from '@chakra-ui/react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { graphql } from '../../gql/index.js';
import type { JournalIdentity_PublicationFragment } from '../../gql/graphql.js';
import { DemoBadge } from './DemoBadge.js';
import { journalFieldMessages } from './publicationMessages.js';

export const JournalIdentity_publication = graphql(`
  fragment JournalIdentity_publication on Publication {
    id
    title
    titleZh
    titleEn
    issn
    eissn
    cn
    publisher
    sponsor
    demo
  }
`);

/**
 * One "label: value" line; nothing when the value is empty. `inline` sets fields side by side (a header's one block)
 * instead of one per line.
 */
export function JournalField({
  label,
  value,
  inline = false,
}: {
  label: MessageDescriptor;
  value: string | null | undefined;
  inline?: boolean;
}) {
  const intl = useIntl();
  if (!value) return null;
  const box = inline ? ({ as: 'span', mr: '5', display: 'inline-block' } as const) : {};
  return (
    <Text fontSize="sm" {...box}>
      <Text as="span" color="gray.600">
        {intl.formatMessage(label)}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/**
 * Heading, other-language title and identifier fields, as siblings (so a caller's Stack spaces them). `heading` is
 * the title's element and look (`as`, `id`, `size`, `color`); a demo journal gets the demo badge before its title
 * (the guide: demo-only content must be visibly demo, on the home page too);
 * `inlineFields` puts the identifiers side by side in one block under the titles.
 */
export function JournalIdentity({
  publication: p,
  heading,
  inlineFields = false,
}: {
  publication: JournalIdentity_PublicationFragment;
  heading: HeadingProps;
  inlineFields?: boolean;
}) {
  const other = p.title === p.titleZh ? p.titleEn : p.titleZh;
  const fields = (['issn', 'eissn', 'cn', 'publisher', 'sponsor'] as const).map((k) => (
    <JournalField key={k} label={journalFieldMessages[k]} value={p[k]} inline={inlineFields} />
  ));
  return (
    <>
      <Heading {...heading}>
        <DemoBadge demo={p.demo} text={p.title} />
        {p.title}
      </Heading>
      {other && other !== p.title && (
        <Text color="gray.600" fontSize="md">
          {other}
        </Text>
      )}
      {inlineFields ? <Box mt="2">{fields}</Box> : fields}
    </>
  );
}
