/** Verb: a site's own text of one legal page (docs/product/sites-and-frame.md#legal-pages). */
import type { LegalPageKind, LegalPageWire } from '../../contract/legal.js';
import type { ServiceCtx } from '../../lib/context.js';
import { findLegalTexts } from '../../repositories/sites.js';
import { requireSite } from './common.js';

/**
 * The site's own zh/en text of `page` as stored (sanitized when the site file was applied); null where the site gives
 * none, and the web app then shows the portal's default text. @throws 404 unknown site
 */
export async function getLegalPage({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number; page: LegalPageKind };
}): Promise<LegalPageWire> {
  const site = await requireSite(ctx, input.siteId);
  const row = await findLegalTexts(ctx.db, site.id);
  const text = (v: string | null | undefined) => (v?.trim() ? v : null);
  return {
    siteId: site.id,
    page: input.page,
    contentZh: text(row?.[`${input.page}Zh`]),
    contentEn: text(row?.[`${input.page}En`]),
  };
}
