/**
 * Records a member's visit of an article page in their browsing history (historys, docs/product/members.md#downloads-and-history), once per
 * article page after hydration; visitors record nothing (no request at all).
 */
import { useEffect } from 'react';
import { usePageClient } from '../../app/pageClient.js';
import { useUserName } from '../../app/session.js';
import { RecordArticleViewMutation } from './queries.js';

/** Renders nothing; records `articleId` read on `siteId` when a member is signed in. */
export function ArticleViewRecorder({ articleId, siteId }: { articleId: number; siteId: number | null }) {
  const member = useUserName() !== null;
  const client = usePageClient();
  useEffect(() => {
    if (!member) return;
    // A failure is not the reader's concern (the history misses one visit); an ended session is handled by the link.
    client.mutate({ mutation: RecordArticleViewMutation, variables: { articleId, siteId } }).catch(() => undefined);
  }, [member, articleId, siteId, client]);
  return null;
}
