/**
 * Live answers of every editorial route for tests/rc-pub/openapi.test.ts, which validates each against its
 * declared schema: the expert list of site 1 (the seeded aggregate site, 12 demo members), one expert, its books, one
 * book, the book config and a book jump with a ticket encrypted under the app's field key.
 */
import type supertest from 'supertest';
import { BOOK_CLOUD_CHECK, EditorialPaths } from '../../rc-pub/src/contract/editorial.js';
import { encryptField } from '../../rc-pub/src/lib/field-crypto.js';
import type { LiveAnswer } from './account-openapi.js';

/** Every editorial route answered once, all successes (the app must have RC_PUB_BOOK_CLOUD_URL set). */
export async function editorialAnswers(http: ReturnType<typeof supertest>, fieldKey: Buffer): Promise<LiveAnswer[]> {
  const out: LiveAnswer[] = [];
  const get = async (path: string, query: Record<string, string | number>) => {
    const res = await http.get(path).query(query);
    out.push({
      source: `live GET ${path}`,
      method: 'GET',
      path,
      httpStatus: res.status,
      body: res.body,
      expectStatus: 0,
    });
    return (res.body as { data: unknown }).data;
  };
  const groups = (await get(EditorialPaths.expertList, { siteId: 1, page: 0, size: 10, sort: 'sort' })) as {
    content: { id: number }[];
  }[];
  await get(`${EditorialPaths.expert}/${groups[0]!.content[0]!.id}`, { siteId: 1 });
  const books = (await get(EditorialPaths.bookList, { siteId: 1 })) as { content: { id: number }[] };
  const bookId = books.content[0]!.id;
  await get(`${EditorialPaths.book}/${bookId}`, { siteId: 1 });
  await get(EditorialPaths.bookConfig, { configName: BOOK_CLOUD_CHECK });
  const p = encryptField(fieldKey, JSON.stringify({ siteId: 1, bookId, issuedAt: Date.now(), member: null }));
  await get(EditorialPaths.bookJump, { p });
  return out;
}
