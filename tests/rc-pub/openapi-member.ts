/**
 * Live answers of the member routes for tests/rc-pub/openapi.test.ts: each JSON route of the "What members
 * keep" block called successfully by a member made in the database, so its answer is validated against its schema.
 */
import sharp from 'sharp';
import type { buildApp } from '../../rc-pub/src/app.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import { createMemberSession } from '../helpers/member-session.js';
import { seededIds } from './member-data.js';

type App = Awaited<ReturnType<typeof buildApp>>;

/** One live answer (the shape openapi.test.ts validates). */
export interface MemberAnswer {
  source: string;
  method: string;
  path: string;
  httpStatus: number;
  body: unknown;
}

/** A multipart/form-data body with the field `purpose` and one PNG file. */
async function uploadBody(purpose: string): Promise<{ body: Buffer; contentType: string }> {
  const boundary = 'openapi-member-boundary';
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\n`),
    Buffer.from('Content-Type: image/png\r\n\r\n'),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Successful answers of every member JSON route on the seeded app `app` over database `db`. */
export async function memberLiveAnswers(app: App, db: Db): Promise<MemberAnswer[]> {
  const ids = await seededIds(db);
  const { token } = await createMemberSession(db);
  const out: MemberAnswer[] = [];
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });
    const answer = { source: `live ${method} ${url}`, method, path: url.split('?')[0]!, httpStatus: res.statusCode };
    out.push({ ...answer, body: res.json() });
    return res.json() as { data: { id: number } };
  };
  const upload = await uploadBody('albumCover');
  const res = await app.inject({
    method: 'POST',
    url: RcPubPaths.fileUpload,
    headers: { token, 'content-type': upload.contentType },
    payload: upload.body,
  });
  out.push({
    source: 'live POST fileUpload',
    method: 'POST',
    path: RcPubPaths.fileUpload,
    httpStatus: 200,
    body: res.json(),
  });
  const coverId = (res.json() as { data: { id: number } }).data.id;

  await call('POST', RcPubPaths.collect, { resourceType: 25, resourceId: ids.figure1.id, siteId: 1 });
  await call('POST', RcPubPaths.collect, { resourceType: -3, resourceId: ids.journal });
  await call('GET', RcPubPaths.collects);
  await call('GET', `${RcPubPaths.isCollect}?resourceType=25&ids=${ids.figure1.id}`);
  await call('POST', RcPubPaths.unCollectByIdAndType, { resourceType: -3, resourceId: ids.journal });
  await app.inject({
    method: 'GET',
    url: `${RcPubPaths.download}?kind=xml&articleId=${ids.article1}`,
    headers: { token },
  });
  await call('GET', RcPubPaths.downloads);
  await call('POST', RcPubPaths.recordHistory, { articleId: ids.article1 });
  await call('GET', RcPubPaths.historys);
  const album = await call('POST', RcPubPaths.albumSave, { name: 'OpenAPI', enName: 'OpenAPI', coverId });
  await call('POST', RcPubPaths.albumEdit, { id: album.data.id, name: 'OpenAPI 2', description: 'd', coverId });
  await call('GET', `${RcPubPaths.albumInfo}?id=${album.data.id}`);
  await call('GET', RcPubPaths.albumSearch);
  const items = [{ resourceType: 'table', resourceId: ids.table }];
  await call('POST', RcPubPaths.albumAddItems, { albumIds: [album.data.id], items });
  const page = await call('GET', `${RcPubPaths.albumItems}?albumId=${album.data.id}`);
  const itemIds = (page.data as unknown as { content: { id: number }[] }).content.map((i) => i.id);
  await call('POST', RcPubPaths.albumDeleteItems, { albumId: album.data.id, ids: itemIds });
  await call('POST', RcPubPaths.albumDelete, { id: album.data.id });
  await call('POST', RcPubPaths.memberBasket, { articleIds: [ids.article1], mode: 'merge' });
  await call('GET', RcPubPaths.memberBasket);
  return out;
}
