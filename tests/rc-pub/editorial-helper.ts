/**
 * A small rc-pub for the editorial tests: two sites, www (12 board members, 3 books) and jose (4 members,
 * no books), loaded by the seed's own module (rc-pub/src/seed/editorial.ts), plus a menu item of code editorial and
 * one of code book on www.
 */
import { channels, sites } from '../../rc-pub/src/db/schema/index.js';
import { seedEditorial } from '../../rc-pub/src/seed/editorial.js';
import { startApp, type TestApp } from './app-helper.js';

/** The app and the ids the tests use. */
export interface EditorialApp extends TestApp {
  www: number;
  jose: number;
  /** Menu items of www: code editorial (link value 1, the demo topic) and code book. */
  menus: { editorial: number; book: number };
}

/** The book cloud URL the tests configure (RC_PUB_BOOK_CLOUD_URL). */
export const TEST_BOOK_CLOUD = 'https://books.example.org/sso';

/** Starts rc-pub with the editorial data; `env` overrides configuration (e.g. RC_PUB_BOOK_CLOUD_URL). */
export async function startEditorialApp(env: NodeJS.ProcessEnv = {}): Promise<EditorialApp> {
  const t = await startApp({ seeded: false, env });
  const db = t.db.handle.db;
  const rows = await db
    .insert(sites)
    .values([
      { sld: 'www', type: 'all', nameEn: 'Aggregate', nameZh: '聚合站' },
      { sld: 'jose', type: 'single', nameEn: 'JOSE', nameZh: 'JOSE' },
    ])
    .returning({ id: sites.id });
  const [www, jose] = [rows[0]!.id, rows[1]!.id];
  await seedEditorial(db, [
    { id: www, sld: 'www', status: 0 },
    { id: jose, sld: 'jose', status: 0 },
  ]);
  const menus = await db
    .insert(channels)
    .values([
      { siteId: www, code: 'editorial', nameZh: '编委会', nameEn: 'Editorial Board', linkValue: '1' },
      { siteId: www, code: 'book', nameZh: '图书', nameEn: 'Books' },
    ])
    .returning({ id: channels.id });
  return { ...t, www, jose, menus: { editorial: menus[0]!.id, book: menus[1]!.id } };
}
