/**
 * A site's `journalInfo` (docs/sites-file.md "Journal home facts"; docs/product/content.md#journal-home-facts): per
 * journal code, the facts a Chinese journal home shows beside the journal record (主管 competent authority, 主编
 * editor-in-chief, 刊期 frequency, in zh and en) and its entry buttons (作者投稿 / 专家审稿 / 编辑办公). Stored as the
 * site record's jsonb `journal_info`; checked here field by field so a problem names its line.
 */
import { JOURNAL_ENTRY_KINDS, type JournalEntryKind } from '../../contract/legal.js';

/** The facts of one journal; every field optional (a fact left out is not shown). */
export interface JournalInfoEntry {
  authorityZh?: string;
  authorityEn?: string;
  editorInChiefZh?: string;
  editorInChiefEn?: string;
  frequencyZh?: string;
  frequencyEn?: string;
  entries?: { kind: JournalEntryKind; url: string }[];
}

/** The text fields of a journal's facts. */
export const JOURNAL_INFO_TEXT_FIELDS = [
  'authorityZh',
  'authorityEn',
  'editorInChiefZh',
  'editorInChiefEn',
  'frequencyZh',
  'frequencyEn',
] as const;

/** Longest text of a fact, in characters. */
export const JOURNAL_INFO_MAX_TEXT = 200;
/** Longest entry URL, in characters. */
export const JOURNAL_INFO_MAX_URL = 500;
/** Most entry buttons per journal. */
export const JOURNAL_INFO_MAX_ENTRIES = 6;

/** A problem inside `journalInfo`: the path below it and the sentence. */
export interface JournalInfoProblem {
  path: (string | number)[];
  message: string;
}

const isMap = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** An absolute http(s) URL, or a path on the site (`/aboutus`): what an entry button may open. */
export function entryUrlProblem(url: unknown): string | null {
  if (typeof url !== 'string' || !url.trim())
    return 'is required: an http(s) URL or a path on the site such as /aboutus';
  const s = url.trim();
  if (s.length > JOURNAL_INFO_MAX_URL) return `must be at most ${JOURNAL_INFO_MAX_URL} characters`;
  if (/\s/.test(s)) return 'must be a URL without spaces';
  if (/^\/(?!\/)/.test(s)) return null;
  try {
    const u = new URL(s);
    if (u.protocol === 'http:' || u.protocol === 'https:') return null;
  } catch {
    // not a URL: the sentence below
  }
  return "must be an http(s) URL (https://…) or a path on the site such as /aboutus (never '#', javascript: or data:)";
}

/** Every problem of a `journalInfo` mapping (journal code → facts), with the path below `journalInfo`. */
export function journalInfoProblems(raw: unknown): JournalInfoProblem[] {
  if (raw === undefined || raw === null) return [];
  if (!isMap(raw)) return [{ path: [], message: 'must be a mapping of journal codes to their facts' }];
  const out: JournalInfoProblem[] = [];
  const known = [...JOURNAL_INFO_TEXT_FIELDS, 'entries'] as string[];
  for (const [code, facts] of Object.entries(raw)) {
    if (!isMap(facts)) {
      out.push({ path: [code], message: `must be a mapping with ${known.join(', ')}` });
      continue;
    }
    for (const [k, v] of Object.entries(facts)) {
      if (!known.includes(k)) out.push({ path: [code, k], message: `unknown field; known: ${known.join(', ')}` });
      else if (k !== 'entries') {
        if (typeof v !== 'string') out.push({ path: [code, k], message: 'must be text' });
        else if (!v.trim()) out.push({ path: [code, k], message: 'must not be empty (leave the field out instead)' });
        else if (v.length > JOURNAL_INFO_MAX_TEXT)
          out.push({ path: [code, k], message: `must be at most ${JOURNAL_INFO_MAX_TEXT} characters` });
      }
    }
    if (facts.entries === undefined) continue;
    if (!Array.isArray(facts.entries)) {
      out.push({ path: [code, 'entries'], message: 'must be a list of { kind, url }' });
      continue;
    }
    if (facts.entries.length > JOURNAL_INFO_MAX_ENTRIES)
      out.push({ path: [code, 'entries'], message: `must list at most ${JOURNAL_INFO_MAX_ENTRIES} entries` });
    for (const [i, e] of facts.entries.entries()) {
      if (!isMap(e)) {
        out.push({ path: [code, 'entries', i], message: 'must be a mapping with kind and url' });
        continue;
      }
      for (const k of Object.keys(e))
        if (k !== 'kind' && k !== 'url')
          out.push({ path: [code, 'entries', i, k], message: 'unknown field; known: kind, url' });
      if (!(JOURNAL_ENTRY_KINDS as readonly unknown[]).includes(e.kind))
        out.push({
          path: [code, 'entries', i, 'kind'],
          message: `must be one of ${JOURNAL_ENTRY_KINDS.join(', ')} (submission, review, editorial office)`,
        });
      const bad = entryUrlProblem(e.url);
      if (bad) out.push({ path: [code, 'entries', i, 'url'], message: bad });
    }
  }
  return out;
}

/** The stored `journal_info` read defensively: journal code → facts (entries with a bad kind or URL left out). */
export function journalInfoOf(stored: unknown): Record<string, JournalInfoEntry> {
  if (!isMap(stored)) return {};
  const out: Record<string, JournalInfoEntry> = {};
  for (const [code, facts] of Object.entries(stored)) {
    if (!isMap(facts)) continue;
    const entry: JournalInfoEntry = {};
    for (const k of JOURNAL_INFO_TEXT_FIELDS) if (typeof facts[k] === 'string') entry[k] = facts[k] as string;
    if (Array.isArray(facts.entries))
      entry.entries = facts.entries.filter(
        (e): e is { kind: JournalEntryKind; url: string } =>
          isMap(e) && (JOURNAL_ENTRY_KINDS as readonly unknown[]).includes(e.kind) && entryUrlProblem(e.url) === null,
      );
    out[code] = entry;
  }
  return out;
}
