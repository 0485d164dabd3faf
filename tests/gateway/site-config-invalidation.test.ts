/**
 * The site-configuration cache (server/src/loaders/site-config.ts) follows rc-pub's content versions
 * (server/src/page-cache/versions.ts): when they change (applying the site file bumps every site) the cached frame of
 * a site is dropped with its pages, and a site found by subdomain or by id is one rc-pub call, not two.
 */
import type { ContentVersionsWire, SiteWire } from 'rc-pub/contract';
import { describe, expect, it } from 'vitest';
import { SiteConfigCache, siteConfigLoader } from '../../server/src/loaders/site-config.js';
import { ContentVersions, type ContentVersionsOptions } from '../../server/src/page-cache/versions.js';
import type { RcPubClient } from '../../server/src/rc-pub/client.js';

const site = { id: 7, sld: 'plosone', name: '一个站点' } as SiteWire;

/** An rc-pub client double that counts the site lookups it answers. */
function client(calls: string[]): RcPubClient {
  return {
    caller: { lang: 'zh' },
    findBySld: async (sld: string) => {
      calls.push(`sld ${sld}`);
      return site;
    },
    findBySiteId: async (id: number) => {
      calls.push(`id ${id}`);
      return site;
    },
    footer: async (id: number) => {
      calls.push(`footer ${id}`);
      return { id, text: `footer ${calls.length}` };
    },
  } as unknown as RcPubClient;
}

const silent = { warn: () => {} } as unknown as ContentVersionsOptions['log'];

describe('the site-configuration cache', () => {
  it('looks a site up once whether a page names it by subdomain or by id', async () => {
    const calls: string[] = [];
    const loader = siteConfigLoader(new SiteConfigCache(30_000), client(calls));
    expect((await loader.siteBySld('plosone')).id).toBe(7);
    expect((await loader.siteById(7)).sld).toBe('plosone');
    expect(calls).toEqual(['sld plosone']);

    const calls2: string[] = [];
    const loader2 = siteConfigLoader(new SiteConfigCache(30_000), client(calls2));
    await loader2.siteById(7);
    await loader2.siteBySld('plosone');
    expect(calls2).toEqual(['id 7']);
  });

  it('loads the configuration again after the content versions changed, not before', async () => {
    const calls: string[] = [];
    const cache = new SiteConfigCache(30_000);
    const loader = siteConfigLoader(cache, client(calls));
    let answer: ContentVersionsWire = { global: 1, sites: { plosone: 1 } };
    const versions = new ContentVersions({
      http: { getData: async <T>() => answer as T },
      pollMs: 0,
      aggregateSld: 'www',
      log: silent,
      onChange: () => cache.invalidate(),
    });
    await versions.refresh();
    const first = await loader.footer(7);
    await versions.refresh(); // the same versions: nothing dropped
    expect(await loader.footer(7)).toEqual(first);
    expect(calls).toEqual(['footer 7']);

    answer = { global: 2, sites: { plosone: 2 } }; // the site file was applied
    await versions.refresh();
    expect(await loader.footer(7)).not.toEqual(first);
    expect(calls).toEqual(['footer 7', 'footer 7']);
  });
});
