/** Page-frame configuration queries of a site: header, custom buttons, footer, tools, banners, home modules (docs/product/sites-and-frame.md). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { banners, customButtons, footerConfigs, headerConfigs, modules, tools } from '../db/schema/index.js';

export type HeaderRow = typeof headerConfigs.$inferSelect;
export type ButtonRow = typeof customButtons.$inferSelect;
export type FooterRow = typeof footerConfigs.$inferSelect;
export type ToolRow = typeof tools.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;

/** Header config of a site (primary key), or undefined. */
export async function findHeaderConfig(db: Db, siteId: number): Promise<HeaderRow | undefined> {
  const [row] = await db.select().from(headerConfigs).where(eq(headerConfigs.siteId, siteId)).limit(1);
  return row;
}

/** Custom header buttons of a site by sort (custom_buttons_site_idx). */
export async function listCustomButtons(db: Db, siteId: number): Promise<ButtonRow[]> {
  return db
    .select()
    .from(customButtons)
    .where(eq(customButtons.siteId, siteId))
    .orderBy(asc(customButtons.sort), asc(customButtons.id));
}

/** Footer config of a site (primary key), or undefined. */
export async function findFooterConfig(db: Db, siteId: number): Promise<FooterRow | undefined> {
  const [row] = await db.select().from(footerConfigs).where(eq(footerConfigs.siteId, siteId)).limit(1);
  return row;
}

/** Toolbar items of a site by sort (tools_site_idx). */
export async function listTools(db: Db, siteId: number): Promise<ToolRow[]> {
  return db.select().from(tools).where(eq(tools.siteId, siteId)).orderBy(asc(tools.sort), asc(tools.id));
}

/** Banners of a site by sort (banners_site_idx). */
export async function listBanners(db: Db, siteId: number): Promise<BannerRow[]> {
  return db.select().from(banners).where(eq(banners.siteId, siteId)).orderBy(asc(banners.sort), asc(banners.id));
}

/** Modules of a channel by sort (modules_channel_idx). */
export async function listModules(db: Db, channelId: number): Promise<ModuleRow[]> {
  return db.select().from(modules).where(eq(modules.channelId, channelId)).orderBy(asc(modules.sort), asc(modules.id));
}
