/**
 * The 404 body inside a page's frame, for a content record that does not exist (unknown article, issue, news item
 * or channel; SPEC §8 'This page could not be found'). Sets the HTTP status of the server render to 404.
 */
import { useStatus } from '../../../app/ssrStatus.js';
import { NotFoundContent } from '../../NotFoundContent.js';

/** 404 content; render it inside `<Frame>` when the site itself is fine. */
export function ContentNotFound() {
  useStatus(404);
  return <NotFoundContent />;
}
