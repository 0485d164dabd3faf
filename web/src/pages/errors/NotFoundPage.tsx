/** Catch-all route (SPEC §2 unknown route, §8): HTTP 404 with the not-found text. No GraphQL query. */
import { Container } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useStatus } from '../../app/ssrStatus.js';
import { Title } from '../../app/Title.js';
import { NotFoundContent } from '../NotFoundContent.js';

/** The 404 page. */
export default function NotFoundPage() {
  useStatus(404);
  const intl = useIntl();
  return (
    <Container maxW="800px">
      <Title
        page="404"
        site={intl.formatMessage({ id: 'app.notFound.title', defaultMessage: 'This page could not be found' })}
      />
      <NotFoundContent />
    </Container>
  );
}
