/** Hand-written wire values for error-mapping tests (clearly demo; real data comes from recorded fixtures). */
import type { SiteWire } from 'rc-pub/contract';

export const demoSite: SiteWire = {
  id: 901,
  sld: 'demo',
  type: 'single',
  name: '[演示] 测试站点',
  enName: '[Demo] Test site',
  grayType: 0,
  umtFlag: 0,
  templateId: 1,
  groupType: 0,
  colour: 2,
  colour1: null,
  colour2: null,
  colour3: null,
  pictureUrl: null,
  logo1: null,
  keywords: null,
  domain: null,
  publicationId: null,
  demo: true,
};

/** `{ status: 0, message: 'ok', data }`. */
export const ok = (data: unknown) => ({ body: { status: 0, message: 'ok', data } });
/** A failure envelope. */
export const fail = (status: number, message: string) => ({ body: { status, message, data: null } });
