/**
 * The 404 body inside a page's frame, for a content record that does not exist (unknown article, issue, news item
 * or channel; SPEC §8 'This page could not be found'). Sets the HTTP status of the server render to 404.
 */
import { useIntl } from 'react-intl';
import { useStatus } from '../../../app/ssrStatus.js';
import { Title } from '../../../app/Title.js';
import { NotFoundContent } from '../../NotFoundContent.js';

/** 404 content and title; render it inside `<Frame>` when the site itself is fine (`site` = the site name). */
export function ContentNotFound({ site }: { site?: string }) {
  useStatus(404);
  const intl = useIntl();
  return (
    <>
      <Title
        page={intl.formatMessage({ id: 'app.notFound.title', defaultMessage: 'This page could not be found' })}
        site={site}
      />
      <NotFoundContent />
    </>
  );
}
