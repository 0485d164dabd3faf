/**
 * The page-cache suites' gateway: a stub SSR render whose pages name their host, URL, language and render count
 * (`/slow*`, `/throw`, `/upstream*`, `/search*`, `/none`, `/unclassed`, `/missing` vary its answer), and the helpers
 * that start it over a fake rc-pub.
 */
import { afterAll, beforeAll } from 'vitest';
import type { SsrRender, SsrResponse } from '../../web/src/ssr-contract.js';
import { buildApp, type BuildOverrides } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { startFakeRcPub } from './fake-rc-pub.js';
import type { GatewayApp } from './gateway-app.js';

/** Render counters and knobs shared with the test. */
export interface StubState {
  /** One line per render: `host url lang=<cookie> token=<cookie>`. */
  renders: string[];
  /** How long `/slow*` renders take, in ms. */
  slowMs: number;
  /** How long every render takes, in ms (to overlap concurrent requests). */
  delayMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PADDING = `<p>${'Padding text for compression. '.repeat(60)}</p>`;

/** A stub render bound to `state`. */
export function stubRender(state: StubState): SsrRender {
  return async (req) => {
    state.renders.push(
      `${req.host} ${req.url} lang=${req.cookies.language ?? ''} token=${req.cookies.commonToken ?? ''}`,
    );
    const serial = state.renders.length;
    if (state.delayMs) await sleep(state.delayMs);
    if (req.url.startsWith('/slow')) await sleep(state.slowMs);
    const path = req.url.split('?')[0]!;
    if (path === '/throw') throw new Error('render bug');
    let tainted = false;
    if (path.startsWith('/upstream')) {
      const r = await req.execute('{ site(sld: null) { name } }', undefined, undefined, { lang: 'zh' });
      tainted = Boolean(r.errors?.length);
    }
    const body =
      `<html><head><script type="application/json" id="__APOLLO_STATE__">{"x":1}</script></head>` +
      `<body><h1>${req.host} ${req.url} lang=${req.cookies.language ?? ''} render=${serial}</h1>` +
      `${tainted ? '<p>data failed</p>' : ''}${PADDING}</body></html>`;
    const res: SsrResponse = { status: 200, html: body, cache: 'page', headers: { 'x-stub': 'yes' } };
    if (path.startsWith('/search')) res.cache = 'search';
    if (path === '/none') res.cache = 'none';
    if (path === '/unclassed') delete res.cache;
    if (path === '/missing') res.status = 404;
    return res;
  };
}

/**
 * The gateway with SSR on, the stub render and test defaults; its security plugin (server/src/plugins/external/helmet.ts)
 * sets the page Content-Security-Policy as in production.
 */
export async function cacheGateway(
  rcPubUrl: string,
  state: StubState,
  env: Record<string, string> = {},
  opts: { overrides?: BuildOverrides } = {},
): Promise<GatewayApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    RC_PUB_URL: rcPubUrl,
    SSR: 'on',
    SITE_CONFIG_TTL_MS: '0',
    SHED_MAX_EVENT_LOOP_DELAY_MS: '0', // no 503 OVERLOADED on a loaded CI machine (tests/gateway/gateway-app.ts)
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp(config, {
    logger: false,
    ssr: { render: stubRender(state), template: '<html><body><!--app-html--></body></html>' },
    ...opts.overrides,
  });
  await app.ready();
  return app;
}

/**
 * A fake rc-pub and a {@link cacheGateway} over it for the enclosing describe block (started before its tests, closed
 * after them).
 * @returns a getter of the gateway (valid inside the block's tests).
 */
export function useCacheGateway(state: StubState, env: Record<string, string>): () => GatewayApp {
  let fake: Awaited<ReturnType<typeof startFakeRcPub>> | undefined;
  let app: GatewayApp | undefined;
  beforeAll(async () => {
    fake = await startFakeRcPub();
    app = await cacheGateway(fake.url, state, env);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  return () => {
    if (!app) throw new Error('useCacheGateway: the gateway is not started (call it inside a describe block)');
    return app;
  };
}
