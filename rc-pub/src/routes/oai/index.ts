/**
 * GET|POST /rc-pub/oai → an OAI-PMH 2.0 answer in XML, not an envelope. POST takes
 * application/x-www-form-urlencoded arguments (OAI-PMH section 3.1.1.2). The base URL harvesters see comes from the gateway's
 * `x-oai-base-url` header (default: this route's own URL); protocol errors are XML with HTTP 200 (OAI-PMH section 3.6).
 */
import { parse } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RcPubPaths } from '../../contract/paths.js';
import { answerOai, OAI_BASE_URL_HEADER, parseBaseUrl } from '../../oai/handler.js';

/** Largest form body accepted (bytes): the longest request is a resumption token. */
const FORM_BODY_LIMIT = 8 * 1024;

type Args = Record<string, string | string[] | undefined>;

/**
 * Registers the OAI-PMH route; `adminEmail` is Identify's (RC_PUB_OAI_ADMIN_EMAIL), `repositoryId` the one
 * repositoryIdentifier of every host (RC_PUB_OAI_REPOSITORY_ID; null = the sites' base domain).
 */
export function registerOaiRoute(app: FastifyInstance, adminEmail: string, repositoryId: string | null): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_req, body, done) => done(null, parse(body as string)),
    );
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const own = `${req.protocol}://${req.host}${RcPubPaths.oai}`;
      const base = parseBaseUrl(req.headers[OAI_BASE_URL_HEADER], own);
      const args = (req.method === 'POST' ? (req.body ?? {}) : (req.query ?? {})) as Args;
      const xml = await answerOai(req.ctx.db, base, adminEmail, args, repositoryId);
      return reply.type('text/xml; charset=utf-8').header('cache-control', 'no-store').send(xml);
    };
    const schema = {
      summary: 'OAI-PMH 2.0 (verbs Identify, ListMetadataFormats, ListSets, GetRecord, ListIdentifiers, ListRecords)',
      tags: ['oai'],
      response: {
        200: {
          description: 'The OAI-PMH answer (UTF-8); protocol errors are <error code=…> elements with HTTP 200',
          content: { 'text/xml': { schema: { type: 'string' } } },
        },
      },
    };
    scope.get(RcPubPaths.oai, { schema }, handler);
    scope.post(RcPubPaths.oai, { schema }, handler);
  });
}
