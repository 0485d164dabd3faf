/**
 * Operations and their logging: the request id comes from `x-request-id` (or is made),
 * is echoed and reaches rc-pub; per-request log lines are debug and client errors are never logged as errors; a port
 * in use stops the gateway with one sentence and exit code 1.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RcPubPaths } from 'rc-pub/contract';
import type { SsrRender } from '../../web/src/ssr-contract.js';
import { startFakeRcPub, type FakeRcPub } from './fake-rc-pub.js';
import { testGateway, type GatewayApp } from './gateway-app.js';
import { demoSite, ok } from './samples.js';

const render: SsrRender = async (req) => {
  if (req.url === '/boom') throw new Error('render bug');
  const r = await req.execute('{ site { name } }', undefined, undefined, { lang: 'zh' });
  return { status: 200, html: JSON.stringify(r.data) };
};

/** Log lines (pino JSON) written by the gateway under test. */
const lines: Array<{ level: number; msg?: string; reqId?: string }> = [];
let fake: FakeRcPub;
let app: GatewayApp;
beforeAll(async () => {
  fake = await startFakeRcPub();
  app = await testGateway(
    fake.url,
    { SSR: 'on', RATE_LIMIT_GRAPHQL: '5' },
    {
      ssr: { render, template: '<!--app-html-->' },
      logger: { level: 'debug', stream: { write: (s: string) => void lines.push(JSON.parse(s)) } },
    },
  );
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  fake.on(RcPubPaths.findBySld, () => ok(demoSite));
  lines.length = 0;
});

describe('request ids', () => {
  it('takes x-request-id from the request, echoes it and sends it to rc-pub (GraphQL and SSR)', async () => {
    const g = await request(app.server)
      .post('/graphql')
      .set('x-request-id', 'lb-123')
      .send({ query: '{ site { name } }' });
    expect(g.headers['x-request-id']).toBe('lb-123');
    expect(fake.seen.at(-1)?.headers['x-request-id']).toBe('lb-123');
    const p = await request(app.server).get('/').set('x-request-id', 'lb-456');
    expect(p.status).toBe(200);
    expect(p.headers['x-request-id']).toBe('lb-456');
    expect(fake.seen.at(-1)?.headers['x-request-id']).toBe('lb-456');
    expect(lines.some((l) => l.reqId === 'lb-456')).toBe(true);
  });

  it('makes an id when there is none or it is not a safe token', async () => {
    const a = await request(app.server).get('/healthz');
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const b = await request(app.server).get('/healthz').set('x-request-id', 'bad id {"level":60}');
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('log levels', () => {
  it('logs per-request lines at debug and client errors below error; a gateway fault stays an error', async () => {
    const statuses = [
      (await request(app.server).post('/graphql').send({ query: '{ nope }' })).status,
      (
        await request(app.server)
          .post('/graphql')
          .send([{ query: '{ language }' }])
      ).status,
      (await request(app.server).post('/graphql').set('content-type', 'application/json').send('{bad json')).status,
      (await request(app.server).get('/rc-pub/front/other')).status,
    ];
    expect(statuses).toEqual([400, 400, 400, 404]);
    for (let i = 0; i < 6; i++) await request(app.server).post('/graphql').send({ query: '{ language }' });
    expect(lines.filter((l) => l.msg === 'request completed').every((l) => l.level === 20)).toBe(true);
    expect(lines.filter((l) => l.msg === 'incoming request').every((l) => l.level === 20)).toBe(true);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    await request(app.server).get('/boom').expect(500);
    expect(lines.filter((l) => l.level >= 50).length).toBeGreaterThan(0);
  });
});

describe('credentials in URLs', () => {
  it('never reach the log: a SUSHI api_key and a handed-over session token are redacted', async () => {
    await request(app.server).get('/counter/r51/status?api_key=KEY-7f3a9c&customer_id=x');
    await request(app.server).get('/?token=SESSION-51e0b2&lang=en');
    const text = JSON.stringify(lines);
    expect(text).toContain('/counter/r51/status?api_key=[redacted]&customer_id=x');
    expect(text).toContain('token=[redacted]');
    expect(text).not.toContain('KEY-7f3a9c');
    expect(text).not.toContain('SESSION-51e0b2');
  });
});

describe('listening', () => {
  it('a port in use prints one sentence and exits 1', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as net.AddressInfo).port;
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          SSR: 'off',
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
        },
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
      });
      const code = await new Promise<number | null>((r) => child.on('exit', r));
      expect(code).toBe(1);
      const out = stderr
        .split('\n')
        .filter((l) => l.trim() && !l.includes('FSTDEP') && !l.includes('--trace-warnings'));
      expect(out).toHaveLength(1);
      expect(out[0]).toContain(`127.0.0.1:${port} is already in use`);
    } finally {
      await new Promise<void>((r) => blocker.close(() => r()));
    }
  });
});
