/**
 * Verb: one reader event of an article page (COUNTER R5): the page was opened (abstract view) or its full
 * text was read. Applies the COUNTER rules in memory and answers at once; the count is written in the recorder's next
 * batch (usage/recorder.ts). Unknown article ids are dropped when the batch is written.
 */
import type { RecordUsageBody, RecordUsageWire } from '../../contract/usage.js';
import type { ServiceCtx } from '../../lib/context.js';

/** Records `input` for the caller (token, x-client-ip, user-agent); `counted` false for crawlers and double clicks. */
export async function recordUsage({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: RecordUsageBody;
}): Promise<RecordUsageWire> {
  const outcome = ctx.usage.record({
    articleId: input.articleId,
    metric: input.metric,
    token: ctx.token,
    clientIp: ctx.clientIp,
    userAgent: ctx.userAgent,
  });
  return { counted: outcome === 'counted' };
}
