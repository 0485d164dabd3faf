/** Display name of an article text's language in the interface language (catalogue names; else the tag itself). */
import type { IntlShape } from 'react-intl';
import { languageNames } from './messages.js';
import { primaryLang } from './texts.js';

/** E.g. `pt` → "Portuguese" / "葡萄牙语"; an unknown tag is returned upper-cased. */
export function languageName(intl: IntlShape, tag: string): string {
  const key = primaryLang(tag) as keyof typeof languageNames;
  const d = Object.hasOwn(languageNames, key) ? languageNames[key] : undefined;
  return d ? intl.formatMessage(d) : tag.toUpperCase();
}
