/**
 * ListIdentifiers and ListRecords (OAI-PMH 2.0 sections 4.3 and 4.5): records in (updated_at, id) order, 100 a page,
 * selected by from/until (on updated_at, which import sets) and set; a stateless resumption token continues the list.
 */
import type { OaiCtx, OaiResponse } from '../context.js';
import { findFormat } from '../formats.js';
import { OAI_PAGE_SIZE, OaiError, type OaiArgs, parseOaiDate } from '../protocol.js';
import { appendHeader, appendRecord } from '../records.js';
import { countRecords, listHeaders, loadRecords, type RecordFilter } from '../../repositories/oai.js';
import { loadSets, resolveSet } from '../sets.js';
import { decodeToken, encodeToken, type ListState } from '../token.js';

/**
 * Appends `<ListIdentifiers>` (kind 'i') or `<ListRecords>` (kind 'r').
 * @throws OaiError badArgument (dates), badResumptionToken, cannotDisseminateFormat, noRecordsMatch
 */
export async function listRecords(ctx: OaiCtx, res: OaiResponse, args: OaiArgs, kind: 'i' | 'r'): Promise<void> {
  const state: Omit<ListState, 'sent' | 'after'> & Partial<ListState> =
    args.resumptionToken !== undefined
      ? decodeToken(args.resumptionToken, kind)
      : { kind, metadataPrefix: args.metadataPrefix!, from: args.from, until: args.until, set: args.set };
  const fromToken = args.resumptionToken !== undefined;
  // a token's arguments were checked when it was made; failing now means it was not made here
  const check = <T>(f: () => T): T => {
    try {
      return f();
    } catch (e) {
      if (fromToken && e instanceof OaiError && e.code !== 'noRecordsMatch')
        throw new OaiError('badResumptionToken', 'The resumptionToken is invalid or expired.');
      throw e;
    }
  };
  const format = check(() => {
    const f = findFormat(state.metadataPrefix);
    if (!f) throw new OaiError('cannotDisseminateFormat', 'The metadataPrefix is not supported by this repository.');
    return f;
  });
  const from = state.from === undefined ? null : check(() => parseOaiDate('from', state.from!, false));
  const until = state.until === undefined ? null : check(() => parseOaiDate('until', state.until!, true));
  if (from && until) {
    if (from.granularity !== until.granularity)
      check(() => {
        throw new OaiError('badArgument', 'from and until must have the same granularity.');
      });
    if (from.date > until.date)
      check(() => {
        throw new OaiError('badArgument', 'from is later than until.');
      });
  }
  const sets = await loadSets(ctx.db);
  const filter: RecordFilter = {
    from: from?.date ?? null,
    until: until?.date ?? null,
    publicationIds: check(() => resolveSet(sets, state.set)),
    needsJats: format.prefix === 'jats',
  };
  const sent = state.sent ?? 0;
  const page = await listHeaders(ctx.db, filter, state.after ?? null, OAI_PAGE_SIZE + 1);
  if (!page.length) throw new OaiError('noRecordsMatch', 'No record matches the arguments.');
  const more = page.length > OAI_PAGE_SIZE;
  const rows = page.slice(0, OAI_PAGE_SIZE);
  const el = res.root.ele(kind === 'r' ? 'ListRecords' : 'ListIdentifiers');
  if (kind === 'i') for (const r of rows) appendHeader(el, ctx, r, sets);
  else
    for (const r of await loadRecords(
      ctx.db,
      rows.map((x) => x.id),
    ))
      appendRecord(el, res, ctx, r, format, sets);
  if (!more && !fromToken) return;
  const size = await countRecords(ctx.db, filter);
  const token = el.ele('resumptionToken').att('completeListSize', String(size)).att('cursor', String(sent));
  if (more) {
    const last = rows[rows.length - 1]!;
    token.txt(
      encodeToken({
        kind,
        metadataPrefix: format.prefix,
        from: state.from,
        until: state.until,
        set: state.set,
        sent: sent + rows.length,
        after: { updatedAt: last.cursor, id: last.id },
      }),
    );
  }
}
