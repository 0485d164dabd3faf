/**
 * The part of Citation.js 0.7 (https://citation.js.org/api/0.7/) the exports use; the packages ship no types. The
 * plugins register themselves on import (`@bibtex`, `@ris`); their exports are not used.
 */
declare module '@citation-js/core' {
  /** Citation.js's plugin registry: input parsers, output formatters and per-plugin configuration. */
  export const plugins: {
    input: {
      /** Parses `data` (BibTeX text, RIS text, CSL-JSON…) to CSL-JSON items, detecting its format. */
      chain(data: unknown, options?: { generateGraph?: boolean; forceType?: string }): unknown[];
    };
    output: {
      /** Formats CSL-JSON items with the named output (`bibtex`, `biblatex`, `ris`) and its options. */
      format(name: string, data: readonly object[], options?: Record<string, unknown>): unknown;
    };
    config: {
      /** The mutable configuration object of a plugin (e.g. `@bibtex`). */
      get(name: string): unknown;
    };
  };
}

declare module '@citation-js/plugin-bibtex' {}
declare module '@citation-js/plugin-ris' {}
