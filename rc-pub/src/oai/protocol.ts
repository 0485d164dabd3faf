/**
 * OAI-PMH 2.0 protocol constants and request arguments (http://www.openarchives.org/OAI/2.0/openarchivesprotocol.htm
 * section 3.1 requests, section 3.6 errors, section 3.3 dates).
 */

/** The six verbs (OAI-PMH section 4). */
export const OAI_VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'GetRecord',
  'ListIdentifiers',
  'ListRecords',
] as const;
/** One of {@link OAI_VERBS}. */
export type OaiVerb = (typeof OAI_VERBS)[number];

/** Error codes of OAI-PMH section 3.6. */
export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

/** A protocol error: answered with HTTP 200 and an `<error code=…>` element (OAI-PMH section 3.6), never an exception to the client. */
export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Records per ListRecords / ListIdentifiers page; more → a resumption token (OAI-PMH section 3.5). */
export const OAI_PAGE_SIZE = 100;

/** Arguments each verb allows (besides `verb`); `required` must be present unless resumptionToken is given. */
export const VERB_ARGS: Record<OaiVerb, { allowed: readonly string[]; required: readonly string[] }> = {
  Identify: { allowed: [], required: [] },
  ListMetadataFormats: { allowed: ['identifier'], required: [] },
  ListSets: { allowed: ['resumptionToken'], required: [] },
  GetRecord: { allowed: ['identifier', 'metadataPrefix'], required: ['identifier', 'metadataPrefix'] },
  ListIdentifiers: {
    allowed: ['metadataPrefix', 'from', 'until', 'set', 'resumptionToken'],
    required: ['metadataPrefix'],
  },
  ListRecords: { allowed: ['metadataPrefix', 'from', 'until', 'set', 'resumptionToken'], required: ['metadataPrefix'] },
};

/** Request arguments after the checks of {@link parseArgs}: one value each. */
export type OaiArgs = Record<string, string>;

/**
 * Checks the raw arguments (query or form; arrays when repeated) against OAI-PMH section 3.1.1: a known verb, no repeated argument,
 * only the verb's arguments, the required ones, and resumptionToken exclusive.
 * @returns the verb and its arguments
 * @throws OaiError badVerb / badArgument
 */
export function parseArgs(raw: Record<string, string | string[] | undefined>): { verb: OaiVerb; args: OaiArgs } {
  const verbRaw = raw.verb;
  if (Array.isArray(verbRaw)) throw new OaiError('badVerb', 'The verb argument is repeated.');
  if (!verbRaw) throw new OaiError('badVerb', 'The verb argument is missing.');
  if (!(OAI_VERBS as readonly string[]).includes(verbRaw))
    throw new OaiError('badVerb', `Illegal OAI verb: ${verbRaw.slice(0, 50)}`);
  const verb = verbRaw as OaiVerb;
  const spec = VERB_ARGS[verb];
  const args: OaiArgs = {};
  for (const [k, v] of Object.entries(raw)) {
    if (k === 'verb' || v === undefined) continue;
    if (Array.isArray(v)) throw new OaiError('badArgument', `The argument ${k.slice(0, 50)} is repeated.`);
    if (!spec.allowed.includes(k))
      throw new OaiError('badArgument', `The argument ${k.slice(0, 50)} is not allowed with verb ${verb}.`);
    args[k] = v;
  }
  if (args.resumptionToken !== undefined) {
    const others = Object.keys(args).filter((k) => k !== 'resumptionToken');
    if (others.length) throw new OaiError('badArgument', 'resumptionToken is an exclusive argument.');
    return { verb, args };
  }
  for (const k of spec.required)
    if (!args[k]) throw new OaiError('badArgument', `The argument ${k} is required with verb ${verb}.`);
  return { verb, args };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/** A parsed from/until value and its granularity. */
export interface OaiDate {
  date: Date;
  granularity: 'day' | 'second';
}

/**
 * Parses a from/until argument (OAI-PMH section 3.3.1: YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ, UTC). `until` of a day means the end of
 * that day.
 * @throws OaiError badArgument for another form or an impossible date
 */
export function parseOaiDate(name: string, value: string, isUntil: boolean): OaiDate {
  const d = DAY.exec(value);
  const s = SECOND.exec(value);
  const m = d ?? s;
  if (!m) throw new OaiError('badArgument', `${name} is not a date of the form YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ.`);
  const [y, mo, da, h = '0', mi = '0', se = '0'] = m.slice(1);
  const date = new Date(Date.UTC(+y!, +mo! - 1, +da!, +h, +mi, +se));
  if (
    date.getUTCFullYear() !== +y! ||
    date.getUTCMonth() !== +mo! - 1 ||
    date.getUTCDate() !== +da! ||
    +h > 23 ||
    +mi > 59 ||
    +se > 59
  )
    throw new OaiError('badArgument', `${name} is not a valid date.`);
  if (d && isUntil) date.setUTCHours(23, 59, 59);
  return { date, granularity: d ? 'day' : 'second' };
}

/** A datestamp in the repository's granularity, YYYY-MM-DDThh:mm:ssZ (OAI-PMH section 3.3). */
export function datestamp(d: Date): string {
  return `${d.toISOString().slice(0, 19)}Z`;
}
