import type { NewsDetailWire, NewsWire } from './wire-schemas/content.js';
import type { ModuleWire } from './wire-schemas/site.js';

/** The wire shapes of this module, each the static type of its TypeBox schema (wire-schemas/). */
export type { ModuleWire, NewsDetailWire, NewsWire };
