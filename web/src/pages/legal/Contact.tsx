/** The site's contact from its footer config, named by every default legal text (docs/product/sites-and-frame.md#legal-pages). */
import { Box, Heading, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { legalMessages } from './messages.js';

/** The contact facts the default texts name (the footer config's email, phone and address). */
export interface SiteContact {
  site: string;
  email: string | null | undefined;
  phone: string | null | undefined;
  address: string | null | undefined;
}

/** A "Contact" section with the site's name and each contact fact it has (none left blank). */
export function ContactBlock({ contact }: { contact: SiteContact }) {
  const intl = useIntl();
  const sep = intl.locale.startsWith('zh') ? '：' : ': ';
  const { email, phone, address } = contact;
  const line = (label: string, value: React.ReactNode, field: string) => (
    <Text data-contact={field}>
      {label}
      {sep}
      {value}
    </Text>
  );
  return (
    <Box as="section" aria-labelledby="legal-contact" mt="6" data-testid="legal-contact">
      <Heading as="h2" id="legal-contact" size="md" mb="2">
        {intl.formatMessage(legalMessages.contact)}
      </Heading>
      <Text fontWeight="bold">{contact.site}</Text>
      {email && line(intl.formatMessage(legalMessages.email), <a href={`mailto:${email}`}>{email}</a>, 'email')}
      {phone && line(intl.formatMessage(legalMessages.phone), phone, 'phone')}
      {address && line(intl.formatMessage(legalMessages.address), address, 'address')}
      {!email && !phone && !address && <Text>{intl.formatMessage(legalMessages.noContact)}</Text>}
    </Box>
  );
}
