/**
 * Per-site configuration (site record, header, footer, menus, tools, publication config, home modules, group,
 * banners, basic info) through the app-wide {@link TtlCache}: cached briefly across requests (SITE_CONFIG_TTL_MS),
 * keyed by language because rc-pub's messages are in the request's language.
 */
import type {
  SiteWire,
  HeaderConfigWire,
  PublicationConfigWire,
  FooterConfigWire,
  ChannelWire,
  ToolWire,
  ModuleWire,
  GroupWire,
  BannerWire,
  BasicInfoWire,
  NewsWire,
} from 'rc-pub/contract';
import type { RcPubClient } from '../rc-pub/client.js';
import type { TtlCache } from './ttl-cache.js';

/** Cached per-site lookups for one request's client. */
export interface SiteConfigLoader {
  siteBySld(sld: string): Promise<SiteWire>;
  siteById(id: number): Promise<SiteWire>;
  header(siteId: number): Promise<HeaderConfigWire>;
  publicationConfig(siteId: number): Promise<PublicationConfigWire>;
  footer(siteId: number): Promise<FooterConfigWire>;
  channels(siteId: number): Promise<ChannelWire[]>;
  tools(siteId: number): Promise<ToolWire[]>;
  modules(channelId: number): Promise<ModuleWire[]>;
  group(siteId: number): Promise<GroupWire>;
  banners(siteId: number): Promise<BannerWire[]>;
  basicInfo(siteId: number): Promise<BasicInfoWire>;
  topNews(siteId: number): Promise<NewsWire[]>;
}

/** Binds the shared cache to one request's rc-pub client. */
export function siteConfigLoader(cache: TtlCache, client: RcPubClient): SiteConfigLoader {
  const lang = client.caller.lang;
  const c = <T>(kind: string, key: string | number, load: () => Promise<T>) =>
    cache.get(`${lang}|${kind}|${key}`, load);
  return {
    siteBySld: (sld) => c('sld', sld, () => client.findBySld(sld)),
    siteById: (id) => c('siteId', id, () => client.findBySiteId(id)),
    header: (id) => c('header', id, () => client.headerConfig(id)),
    publicationConfig: (id) => c('pubConfig', id, () => client.publicationConfig(id)),
    footer: (id) => c('footer', id, () => client.footer(id)),
    channels: (id) => c('channels', id, () => client.channels(id, true)),
    tools: (id) => c('tools', id, () => client.tools(id)),
    modules: (channelId) => c('modules', channelId, () => client.modules(channelId)),
    group: (id) => c('group', id, () => client.findGroup(id)),
    banners: (id) => c('banners', id, () => client.banners(id)),
    basicInfo: (id) => c('basicInfo', id, () => client.basicInfo(id)),
    topNews: (id) => c('topNews', id, () => client.topNews(id)),
  };
}
