/** Small product rules (docs/product/): version labels, resource types, custom buttons, pages, semicolon lists. */
import type { CustomButtonWire, Lang } from 'rc-pub/contract';

const ZH_ORDINALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/**
 * The article version label (docs/product/content.md#version-label): -1 latest accepted ('Accept' / 录用定稿); 0 none (null); 1-10 the first to tenth
 * proofing priority in Chinese (一校优先 … 十校优先); in English every value other than -1 and 0 is 'Corrected Proof'.
 * Chinese values outside -1..10 have no label.
 */
export function versionLabel(value: number | null | undefined, lang: Lang): string | null {
  if (value === null || value === undefined || value === 0 || !Number.isInteger(value)) return null;
  if (value === -1) return lang === 'en' ? 'Accept' : '录用定稿';
  if (lang === 'en') return 'Corrected Proof';
  return value >= 1 && value <= 10 ? `${ZH_ORDINALS[value - 1]}校优先` : null;
}

/** Resource types (id: label; docs/product/content.md#resource-types): 428 article, 25 figure, 29 video, 28 audio, -2 news, 0 other, -3 publication. */
export const RESOURCE_TYPES: Readonly<Record<number, string>> = {
  428: 'thesis',
  25: 'picture',
  29: 'video',
  28: 'audio',
  [-2]: 'news',
  0: 'other',
  [-3]: 'publication',
};

/** Resource-type ids from a semicolon-separated config string (docs/product/sites-and-frame.md#header), known ids only, first occurrence kept, in order. */
export function parseResourceTypes(config: string | null | undefined): number[] {
  const out: number[] = [];
  for (const part of (config ?? '').split(/[;；]/)) {
    const s = part.trim();
    if (!/^-?\d+$/.test(s)) continue;
    const n = Number(s);
    if (n in RESOURCE_TYPES && !out.includes(n)) out.push(n);
  }
  return out;
}

/** At most 3 custom header buttons are used (docs/product/sites-and-frame.md#custom-buttons). */
export const MAX_CUSTOM_BUTTONS = 3;

/** The shown custom buttons (docs/product/sites-and-frame.md#custom-buttons: status 1, a name in `lang` or the other language, a link), at most 3, in order. */
export function visibleCustomButtons(
  list: readonly CustomButtonWire[] | null | undefined,
  lang: Lang,
): { name: string; href: string }[] {
  const out: { name: string; href: string }[] = [];
  for (const b of list ?? []) {
    if (Number(b.customButtonStatus) !== 1) continue;
    const primary = lang === 'en' ? b.customButtonEnName : b.customButtonName;
    const other = lang === 'en' ? b.customButtonName : b.customButtonEnName;
    const name = primary?.trim() || other?.trim() || '';
    const href = b.customButtonLinkValue?.trim() ?? '';
    if (!name || !href) continue;
    out.push({ name, href });
    if (out.length === MAX_CUSTOM_BUTTONS) break;
  }
  return out;
}

/** Pages as 'fpage-lpage' (or fpage alone), else the elocation id, else null. */
export function pageRange(
  fpage: string | null | undefined,
  lpage: string | null | undefined,
  elocationId: string | null | undefined,
): string | null {
  const f = fpage?.trim();
  const l = lpage?.trim();
  if (f && l && l !== f) return `${f}-${l}`;
  if (f) return f;
  return elocationId?.trim() || null;
}

/** Splits a semicolon list (e.g. a journal's `indexed`), trimming and dropping empty parts. */
export function splitList(v: string | null | undefined): string[] {
  return (v ?? '')
    .split(/[;；]/)
    .map((s) => s.trim())
    .filter(Boolean);
}
