/** Site lookup status (docs/product/sites-and-frame.md#site-states: 0 ok, 10001 forbidden; texts for expired and maintenance). */
import { EnvelopeStatus } from '../../contract/errors.js';
import type { SiteMaintenanceWire, SiteWire } from '../../contract/wire.js';
import type { ServiceCtx } from '../../lib/context.js';
import { RcPubError } from '../../lib/errors.js';
import type { SiteRow } from '../../repositories/sites.js';
import { findFooterConfig } from '../../repositories/site-config.js';
import { toSiteWire } from '../mappers/site.js';

/**
 * The site record when the site is usable.
 * @throws RcPubError 10001 (forbidden), 10002 (expired) or 10003 (maintenance, message with the footer's contact phone)
 */
export async function usableSite(ctx: ServiceCtx, site: SiteRow): Promise<SiteWire> {
  switch (site.status) {
    case EnvelopeStatus.OK:
      return toSiteWire(site, ctx.accounts.oidc !== null);
    case EnvelopeStatus.FORBIDDEN_SITE:
      throw new RcPubError(site.status, 'siteForbidden');
    case EnvelopeStatus.SITE_EXPIRED:
      throw new RcPubError(site.status, 'siteExpired');
    case EnvelopeStatus.SITE_MAINTENANCE: {
      const phone = (await findFooterConfig(ctx.db, site.id))?.phone ?? '-';
      throw new RcPubError(site.status, 'siteMaintenance', { phone }, { phone } satisfies SiteMaintenanceWire);
    }
    default:
      throw new RcPubError(site.status, 'siteForbidden');
  }
}
