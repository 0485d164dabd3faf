/**
 * Which requests the event-loop shedding (server/src/plugins/external/under-pressure.ts) lets through to the render
 * line: a member's page goes on to the line that serves members first and bounds their wait
 * (docs/product/calls-and-errors.md#load-shedding); anonymous pages, GraphQL and every request over a memory threshold
 * are answered 503 at once.
 */
import { describe, expect, it } from 'vitest';
import { passesBusyLoop } from '../../server/src/plugins/external/under-pressure.js';

const req = (url: string, cookie?: string, method = 'GET') => ({
  method,
  url,
  headers: cookie === undefined ? {} : { cookie },
});

describe('passesBusyLoop', () => {
  it("lets a member's page through a busy event loop", () => {
    expect(passesBusyLoop('eventLoopDelay', req('/personal/collect/zh', 'language=zh; commonToken=abc'))).toBe(true);
    expect(passesBusyLoop('eventLoopDelay', req('/article/id/1/2/zh', 'commonToken=abc'))).toBe(true);
  });

  it('sheds anonymous pages, GraphQL, rc-pub paths, the health check and posts', () => {
    expect(passesBusyLoop('eventLoopDelay', req('/personal/collect/zh'))).toBe(false);
    expect(passesBusyLoop('eventLoopDelay', req('/', 'language=zh; commonToken='))).toBe(false);
    expect(passesBusyLoop('eventLoopDelay', req('/', 'xcommonToken=abc'))).toBe(false);
    expect(passesBusyLoop('eventLoopDelay', req('/graphql?query=x', 'commonToken=abc'))).toBe(false);
    expect(passesBusyLoop('eventLoopDelay', req('/rc-pub/front/files/1', 'commonToken=abc'))).toBe(false);
    expect(passesBusyLoop('eventLoopDelay', req('/healthz', 'commonToken=abc'))).toBe(false);
    expect(passesBusyLoop('eventLoopDelay', req('/personal', 'commonToken=abc', 'POST'))).toBe(false);
  });

  it('sheds a member too while memory is over its threshold', () => {
    expect(passesBusyLoop('heapUsedBytes', req('/personal', 'commonToken=abc'))).toBe(false);
    expect(passesBusyLoop('rssBytes', req('/personal', 'commonToken=abc'))).toBe(false);
  });
});
