/**
 * File storage (rc-pub/src/storage, docs/product/content.md#stored-files): the `db`, `folder` and `s3` drivers behind
 * one interface, content-addressed (the same bytes are written once), reached from a transaction on the database the
 * store is attached to, and served by GET /rc-pub/front/files/get with the portal's own headers and byte ranges.
 * No S3 service is available here, so the `s3` driver talks to a small S3-compatible HTTP server written below
 * (node:http: path-style PUT, GET and HEAD of objects), which records what the driver sends.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../rc-pub/src/config.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import type { Db } from '../../rc-pub/src/db/client.js';
import { files } from '../../rc-pub/src/db/schema/index.js';
import { findFile, storeFileOnce } from '../../rc-pub/src/repositories/files.js';
import {
  attachFileStore,
  createFileStore,
  createFolderStore,
  dbStore,
  fileStoreOf,
  FileStoreError,
} from '../../rc-pub/src/storage/index.js';
import { startApp, type TestApp } from './app-helper.js';

/** A small S3-compatible server: objects in memory by `/bucket/key`, with the requests it received. */
function fakeS3(): {
  server: Server;
  objects: Map<string, Buffer>;
  log: { method: string; url: string; auth: string }[];
} {
  const objects = new Map<string, Buffer>();
  const log: { method: string; url: string; auth: string }[] = [];
  const server = createServer((req, res) => {
    const key = decodeURIComponent((req.url ?? '').split('?')[0]!);
    log.push({ method: req.method ?? '', url: key, auth: String(req.headers.authorization ?? '') });
    const notFound = () => {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end(
        req.method === 'HEAD'
          ? undefined
          : '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
      );
    };
    if (req.method === 'PUT') {
      if (req.headers['content-encoding']?.includes('aws-chunked')) {
        res.writeHead(501).end('aws-chunked uploads are not understood by this fake');
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        objects.set(key, Buffer.concat(chunks));
        res.writeHead(200, { etag: '"x"' }).end();
      });
      return;
    }
    const body = objects.get(key);
    if (!body) return notFound();
    res.writeHead(200, { 'content-length': body.length, 'content-type': 'application/octet-stream', etag: '"x"' });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return { server, objects, log };
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const bytes = (label: string, size = 4096) => Buffer.alloc(size, label);

let t: TestApp;
let db: Db;
let dir: string;
let s3: ReturnType<typeof fakeS3>;
let endpoint: string;

/** Stores `data` in one transaction and returns the file id. */
async function store(data: Buffer, name = 'f.bin', mime = 'application/octet-stream'): Promise<number> {
  return db.transaction(async (tx) => (await storeFileOnce(tx, { name, mime, data, sha256: sha(data) })).id);
}

async function row(id: number) {
  return (await db.select().from(files).where(eq(files.id, id)))[0]!;
}

beforeAll(async () => {
  t = await startApp({ seeded: false });
  db = t.db.handle.db;
  dir = mkdtempSync(path.join(tmpdir(), 'rc-pub-files-'));
  s3 = fakeS3();
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => s3?.server.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('db storage (the default)', () => {
  it('keeps the bytes in the row, stores the same bytes once and serves them with the file headers', async () => {
    expect(fileStoreOf(db)).toBe(dbStore);
    const data = bytes('a');
    const id = await store(data, 'a.png', 'image/png');
    expect(await store(data, 'other-name.png', 'image/png')).toBe(id);
    const r = await row(id);
    expect(r.storage).toBe('db');
    expect(r.storageKey).toBeNull();
    expect(r.data?.equals(data)).toBe(true);
    const res = await t.http.get(RcPubPaths.file).query({ id }).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe(`"${sha(data)}"`);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="a.png"/);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.from(res.body as Buffer).equals(data)).toBe(true);
  });

  it('answers one byte range with 206, a range past the end with 416, and a stale If-Range with the whole file', async () => {
    const data = Buffer.from('0123456789abcdefghij');
    const id = await store(data, 'clip.mp4', 'video/mp4');
    const get = () => t.http.get(RcPubPaths.file).query({ id }).buffer(true);
    const part = await get().set('range', 'bytes=2-5');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 2-5/20');
    expect(Buffer.from(part.body as Buffer).toString()).toBe('2345');
    const tail = await get().set('range', 'bytes=-3');
    expect(tail.status).toBe(206);
    expect(Buffer.from(tail.body as Buffer).toString()).toBe('hij');
    const open = await get().set('range', 'bytes=15-');
    expect(Buffer.from(open.body as Buffer).toString()).toBe('fghij');
    const past = await get().set('range', 'bytes=20-');
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */20');
    const stale = await get().set('range', 'bytes=0-1').set('if-range', '"another"');
    expect(stale.status).toBe(200);
    expect(Buffer.from(stale.body as Buffer).toString()).toBe(data.toString());
    const matching = await get()
      .set('range', 'bytes=0-1')
      .set('if-range', `"${sha(data)}"`);
    expect(matching.status).toBe(206);
  });
});

describe('folder storage', () => {
  let folderId: number;

  beforeAll(() => {
    attachFileStore(db, createFolderStore(dir));
  });

  it('writes the bytes once under a key from their SHA-256, atomically, and keeps none in the row', async () => {
    const data = bytes('b', 10_000);
    folderId = await store(data, 'b.pdf', 'application/pdf');
    expect(await store(data)).toBe(folderId);
    const r = await row(folderId);
    const h = sha(data);
    expect(r).toMatchObject({ storage: 'folder', storageKey: `${h.slice(0, 2)}/${h.slice(2, 4)}/${h}`, data: null });
    const file = path.join(dir, r.storageKey!);
    expect(readFileSync(file).equals(data)).toBe(true);
    expect(readdirSync(path.dirname(file))).toEqual([h]); // no temporary file left behind
  });

  it('reaches the store from a transaction, reads the bytes back, and serves them through the portal URL', async () => {
    await db.transaction(async (tx) => {
      expect(fileStoreOf(tx).kind).toBe('folder');
    });
    expect((await findFile(db, folderId))?.data.equals(bytes('b', 10_000))).toBe(true);
    const res = await t.http.get(RcPubPaths.file).query({ id: folderId }).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="b.pdf"/);
    expect(Buffer.from(res.body as Buffer).equals(bytes('b', 10_000))).toBe(true);
  });

  it('still reads rows written to the database before the folder was configured', async () => {
    const old = await db.select({ id: files.id }).from(files).where(eq(files.storage, 'db')).limit(1);
    expect((await findFile(db, old[0]!.id))?.data.length).toBeGreaterThan(0);
  });

  it('says which file is missing when its bytes were removed from the folder', async () => {
    const data = bytes('c');
    const id = await store(data);
    rmSync(path.join(dir, (await row(id)).storageKey!));
    await expect(findFile(db, id)).rejects.toThrow(/stored file .* is missing/);
  });
});

describe('s3 storage (S3-compatible, against the fake server above)', () => {
  beforeAll(() => {
    attachFileStore(
      db,
      createFileStore({
        kind: 's3',
        endpoint,
        bucket: 'portal-files',
        region: 'us-east-1',
        accessKeyId: 'TESTKEY',
        secretAccessKey: 'testsecret',
        forcePathStyle: true,
      }),
    );
  });

  it('uploads the bytes once (HEAD first), signed with the configured key, and serves them from rc-pub', async () => {
    const data = bytes('d', 70_000);
    const id = await store(data, 'd.jpg', 'image/jpeg');
    expect(await store(data)).toBe(id);
    const r = await row(id);
    const h = sha(data);
    expect(r).toMatchObject({ storage: 's3', storageKey: `${h.slice(0, 2)}/${h.slice(2, 4)}/${h}`, data: null });
    const objectPath = `/portal-files/${r.storageKey}`;
    expect(s3.objects.get(objectPath)?.equals(data)).toBe(true);
    expect(s3.log.filter((l) => l.method === 'PUT' && l.url === objectPath)).toHaveLength(1);
    expect(s3.log.every((l) => l.auth.includes('Credential=TESTKEY/'))).toBe(true);
    const res = await t.http.get(RcPubPaths.file).query({ id }).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe(`"${h}"`);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.from(res.body as Buffer).equals(data)).toBe(true);
  });

  it('does not upload bytes the bucket already holds (another rc-pub wrote them)', async () => {
    const data = bytes('e');
    const h = sha(data);
    s3.objects.set(`/portal-files/${h.slice(0, 2)}/${h.slice(2, 4)}/${h}`, data);
    const before = s3.log.filter((l) => l.method === 'PUT').length;
    await store(data);
    expect(s3.log.filter((l) => l.method === 'PUT').length).toBe(before);
  });

  it('names the storage of a row it cannot read (a folder row while s3 is configured)', async () => {
    const folderRow = await db.select({ id: files.id }).from(files).where(eq(files.storage, 'folder')).limit(1);
    const err = await findFile(db, folderRow[0]!.id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FileStoreError);
    expect((err as Error).message).toMatch(/kept in folder storage but rc-pub uses s3/);
  });
});

describe('file storage configuration', () => {
  it('defaults to db and refuses a driver without its variables, or variables without their driver', () => {
    expect(loadConfig({}).fileStorage).toEqual({ kind: 'db' });
    expect(() => loadConfig({ RC_PUB_FILE_STORAGE: 'folder' })).toThrow(
      /RC_PUB_FILE_DIR must be set when RC_PUB_FILE_STORAGE=folder/,
    );
    const s3Problems = (() => {
      try {
        loadConfig({ RC_PUB_FILE_STORAGE: 's3' });
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    for (const name of ['RC_PUB_S3_BUCKET', 'RC_PUB_S3_ACCESS_KEY_ID', 'RC_PUB_S3_SECRET_ACCESS_KEY'])
      expect(s3Problems).toContain(`${name} must be set when RC_PUB_FILE_STORAGE=s3`);
    expect(() => loadConfig({ RC_PUB_S3_BUCKET: 'portal-files' })).toThrow(
      /RC_PUB_S3_BUCKET is set but RC_PUB_FILE_STORAGE is db/,
    );
  });

  it('reads a complete s3 and folder configuration', () => {
    expect(
      loadConfig({
        RC_PUB_FILE_STORAGE: 's3',
        RC_PUB_S3_ENDPOINT: 'http://127.0.0.1:9000',
        RC_PUB_S3_BUCKET: 'portal-files',
        RC_PUB_S3_ACCESS_KEY_ID: 'k',
        RC_PUB_S3_SECRET_ACCESS_KEY: 's',
        RC_PUB_S3_FORCE_PATH_STYLE: 'on',
      }).fileStorage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'portal-files',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
    });
    const folder = loadConfig({ RC_PUB_FILE_STORAGE: 'folder', RC_PUB_FILE_DIR: 'data/files' }).fileStorage;
    expect(folder).toEqual({ kind: 'folder', dir: path.resolve('data/files') });
  });
});
