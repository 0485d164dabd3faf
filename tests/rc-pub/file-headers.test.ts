/**
 * Stored files (GET /rc-pub/front/files/get?id=) come from imported packages and are untrusted.
 * A file opened directly must not run script in the portal's origin: CSP sandbox, nosniff, `attachment` for types a
 * browser would execute (HTML, XHTML, XML, SVG, JavaScript), `inline` for raster images, PDF, audio and video; a strong
 * ETag with If-None-Match → 304 and a long immutable Cache-Control. An SVG keeps its type so `<img>` still shows it.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { files } from '../../rc-pub/src/db/schema/index.js';
import { startApp, type TestApp } from './app-helper.js';

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script>' +
    '<rect width="10" height="10" fill="red" onload="alert(1)"/></svg>',
);
const samples: { name: string; mime: string; data: Buffer; disposition: 'inline' | 'attachment' }[] = [
  { name: 'evil.svg', mime: 'image/svg+xml', data: svg, disposition: 'attachment' },
  { name: 'page.html', mime: 'text/html', data: Buffer.from('<script>alert(1)</script>'), disposition: 'attachment' },
  { name: 'page.xhtml', mime: 'application/xhtml+xml', data: Buffer.from('<html/>'), disposition: 'attachment' },
  { name: 'data.xml', mime: 'application/xml', data: Buffer.from('<a/>'), disposition: 'attachment' },
  { name: 'text.xml', mime: 'text/xml', data: Buffer.from('<b/>'), disposition: 'attachment' },
  { name: 'app.js', mime: 'text/javascript', data: Buffer.from('alert(1)'), disposition: 'attachment' },
  { name: 'photo.jpg', mime: 'image/jpeg', data: Buffer.from('ffd8ffe0', 'hex'), disposition: 'inline' },
  { name: 'dot.png', mime: 'image/png', data: Buffer.from('89504e47', 'hex'), disposition: 'inline' },
  { name: 'paper.pdf', mime: 'application/pdf', data: Buffer.from('%PDF-1.7'), disposition: 'inline' },
  { name: 'clip.mp4', mime: 'video/mp4', data: Buffer.from('0000001866747970', 'hex'), disposition: 'inline' },
  { name: 'talk.mp3', mime: 'audio/mpeg', data: Buffer.from('494433', 'hex'), disposition: 'inline' },
];
const ids = new Map<string, number>();
let t: TestApp;

beforeAll(async () => {
  t = await startApp({ seeded: false });
  for (const s of samples) {
    const sha256 = createHash('sha256').update(s.data).digest('hex');
    const [row] = await t.db.handle.db
      .insert(files)
      .values({ name: s.name, mime: s.mime, size: s.data.length, sha256, data: s.data })
      .returning();
    ids.set(s.name, row!.id);
  }
});
afterAll(async () => {
  await t.close();
});

const get = (name: string) => t.http.get(RcPubPaths.file).query({ id: ids.get(name)! });

describe('stored file headers', () => {
  it('serves an SVG holding a script as a sandboxed, unsniffed attachment that keeps its image type', async () => {
    const r = await get('evil.svg');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/svg+xml'); // still usable in <img>
    const csp = r.headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('script-src');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-disposition']).toMatch(/^attachment;/);
    expect(r.headers['content-disposition']).toContain('filename="evil.svg"');
  });

  for (const s of samples) {
    it(`sends ${s.mime} as ${s.disposition}`, async () => {
      const r = await get(s.name);
      expect(r.status).toBe(200);
      expect(r.headers['content-disposition']?.split(';')[0]).toBe(s.disposition);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['content-security-policy']).toContain('sandbox');
    });
  }

  it('sends a strong ETag and a long immutable Cache-Control, and answers If-None-Match with 304', async () => {
    const r = await get('evil.svg');
    const etag = r.headers.etag!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/); // strong: no W/ prefix
    const cc = r.headers['cache-control'] ?? '';
    expect(Number(/max-age=(\d+)/.exec(cc)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(cc).toContain('immutable');
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('evil.svg').set('if-none-match', header);
      expect(again.status, header).toBe(304);
      expect(again.headers.etag, header).toBe(etag);
    }
    const other = await get('evil.svg').set('if-none-match', '"other"');
    expect(other.status).toBe(200);
  });
});
