/**
 * GET /rc-pub/front/front-article/downloadCitation?ids=&citationType=&language=&abstract=&siteId= → a file download,
 * not an envelope (docs/product/citation-and-harvest.md#citation-export: the browser navigates to it). The answer is the export in UTF-8
 * with `Content-Disposition: attachment` and a file name with the format's extension; ids rc-pub does not know are
 * left out and listed in `x-skipped-ids`. Article URLs in the file need the gateway's `x-portal-origin` header; each is
 * the article's one address whatever `siteId` asks (citation/portal-url.ts). With a member token, the export is kept in the member's downloads.
 *
 * Errors are envelopes with the matching HTTP status (like the file route, since this is no JSON API): 400 for bad
 * input (no ids, more than CITATION_MAX_IDS, an id that is not a positive integer, an unknown citationType), 404
 * 'No citation information available' when no id is an article. Messages follow `language` (query, else header).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CITATION_EXPORT_FORMATS, CITATION_MAX_IDS, type CitationExportFormat } from '../../contract/citation.js';
import { RcPubPaths } from '../../contract/paths.js';
import type { Lang } from '../../contract/wire.js';
import { PORTAL_ORIGIN_HEADER, parsePortalOrigin } from '../../citation/portal-url.js';
import { dispositionOf } from '../../lib/file-headers.js';
import { DOWNLOAD_CACHE_CONTROL, downloadErrorHandler } from '../../lib/http.js';
import { parseCitationIds } from '../../citation/ids.js';
import { commonHeaders, errorEnvelopeSchema, timestampsParam } from '../../lib/route.js';
import { downloadCitation } from '../../services/article/download-citation.js';
import { Id, Int } from '../params.js';

/** Response header listing the ids that were asked for but are no article (comma-joined; absent when none). */
export const SKIPPED_IDS_HEADER = 'x-skipped-ids';

const FORMATS = Object.keys(CITATION_EXPORT_FORMATS) as CitationExportFormat[];

const querystring = Type.Object({
  ids: Type.String({
    minLength: 1,
    // CITATION_MAX_IDS ids of up to 10 digits, comma-joined
    maxLength: CITATION_MAX_IDS * 11,
    description: `article ids, comma-joined positive integers, 1..${CITATION_MAX_IDS} of them, in the order wanted`,
  }),
  citationType: Type.Unsafe<CitationExportFormat>({
    type: 'string',
    enum: FORMATS,
    description: 'bibtex (.bib), endnote (.enw), refman (RIS, .ris), noteexpress (.net), notefirst (XML, .xml)',
  }),
  language: Type.Optional(
    Type.Unsafe<Lang>({
      type: 'string',
      enum: ['zh', 'en'],
      description:
        'zh | en: the text that leads in one-language formats, the file name and messages (default: the header)',
    }),
  ),
  abstract: Type.Optional(Int({ minimum: 0, maximum: 1, description: '1: include abstracts' })),
  siteId: Type.Optional(
    Id('site id of the asking page; the file links to each article’s one address (with the x-portal-origin header)'),
  ),
  timestamps: timestampsParam,
});

/** Bytes of a text format: OpenAPI's binary string. */
const file = { schema: { type: 'string', format: 'binary' } };

/** Responses for OpenAPI: 200 is the file in the format's media type; 400/404 the envelope with that HTTP status. */
const responses = {
  200: {
    description: 'The export file (UTF-8), as an attachment named citations-YYYYMMDD.<ext> (引文-… in Chinese)',
    headers: {
      'content-disposition': { type: 'string', description: 'attachment with the file name (RFC 6266, RFC 8187)' },
      [SKIPPED_IDS_HEADER]: { type: 'string', description: 'ids that are no article, comma-joined; absent when none' },
      'cache-control': { type: 'string', description: DOWNLOAD_CACHE_CONTROL },
    },
    content: Object.fromEntries(Object.values(CITATION_EXPORT_FORMATS).map((f) => [f.mime, file])),
  },
  400: errorEnvelopeSchema('bad input: no ids, too many, not ids, unknown citationType (HTTP 400, status 400)'),
  404: errorEnvelopeSchema('none of the ids is an article (HTTP 404, status 404)'),
};

/** The message language: the `language` query parameter when it is zh or en, else the request's (header). */
function messageLang(req: FastifyRequest): Lang {
  const q = (req.query as { language?: unknown } | undefined)?.language;
  return q === 'zh' || q === 'en' ? q : req.ctx.lang;
}

/** Registers the download route. */
export function registerDownloadCitationRoute(app: FastifyInstance): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    RcPubPaths.downloadCitation,
    {
      schema: {
        summary: `Citation export download (BibTeX, EndNote, RIS, NoteExpress, NoteFirst) of up to ${CITATION_MAX_IDS} articles`,
        tags: ['article'],
        querystring,
        headers: commonHeaders,
        response: responses,
      },
      errorHandler: downloadErrorHandler(messageLang),
    },
    async (req, reply) => {
      const q = req.query;
      const language = q.language ?? req.ctx.lang;
      const result = await downloadCitation({
        ctx: req.ctx,
        input: {
          ids: parseCitationIds('ids', q.ids),
          citationType: q.citationType,
          language,
          abstract: q.abstract === 1,
          portalOrigin: parsePortalOrigin(req.headers[PORTAL_ORIGIN_HEADER]),
          siteId: q.siteId ?? null,
        },
      });
      const body = Buffer.from(result.file.text, 'utf8');
      reply
        .type(result.file.contentType)
        .header('content-disposition', dispositionOf('attachment', result.file.fileName, result.file.asciiFileName))
        .header('cache-control', DOWNLOAD_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-length', body.length);
      if (result.skipped.length) reply.header(SKIPPED_IDS_HEADER, result.skipped.join(','));
      return reply.send(body);
    },
  );
}
