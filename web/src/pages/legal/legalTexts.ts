/** The shape of the legal pages' default texts (defaultsZh.ts, defaultsEn.ts; drawn by defaultText.tsx). */

/** A legal page kind, as in the route path. */
export type LegalPageName = 'accessibility' | 'privacy' | 'agreement' | 'terms';

/** One section of a default text: its heading and lines ("- " starts a list item). */
export interface LegalSection {
  heading: string;
  body: string[];
}

/** The default texts of one language by page. */
export type LegalTexts = Record<LegalPageName, LegalSection[]>;
