/**
 * RFC 8058 one-click unsubscribe on every host (each alert mail carries `List-Unsubscribe:
 * <https://{site}/mail/unsubscribe?token=…>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`). A mail client
 * POSTs `List-Unsubscribe=One-Click` (form-encoded, or multipart) to that URL; the gateway passes the token to rc-pub's
 * unSubscribe `{ token }` (no login: the signed token is the credential, so no CSRF header is asked for) and answers a
 * short plain text in both languages:
 * - 200 'unsubscribed', and also 200 'already unsubscribed' when the alert no longer exists: clients retry one-click
 *   POSTs, and the reader's wish (no more mail) holds either way;
 * - 400 for a missing, malformed or forged token; 502 when rc-pub cannot be reached (the client may retry).
 * The visible link of a mail goes to the web page `/unsubscribe?token=…&lang=…` instead. Never cached (no-store;
 * the page cache only stores GET renders); the security headers are the app-wide ones.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from 'rc-pub/contract';
import { isGatewayError } from '../domain/errors.js';
import { RcPubClient } from '../rc-pub/client.js';

/** The gateway path of the one-click unsubscribe URL. */
export const MAIL_UNSUBSCRIBE_PATH = '/mail/unsubscribe';

/** Largest body accepted (bytes): `List-Unsubscribe=One-Click` with some room for multipart framing. */
const BODY_LIMIT = 4 * 1024;

const TEXT = {
  done: '已退订，不会再收到此订阅的邮件。\nUnsubscribed: this alert will not mail you again.\n',
  gone: '此订阅已退订。\nThis alert was already unsubscribed.\n',
  bad: '退订链接无效。\nThis unsubscribe link is not valid.\n',
  down: '暂时无法退订，请稍后重试。\nUnsubscribing failed for now, please try again later.\n',
};

async function mailUnsubscribe(app: FastifyInstance): Promise<void> {
  const services = app.gateway;
  await app.register(async (scope) => {
    // RFC 8058 section 3.1: the body is `List-Unsubscribe=One-Click`; the token in the URL is all that is needed.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'])
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
        done(null, body),
      );
    scope.post(MAIL_UNSUBSCRIBE_PATH, async (req: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
      const raw = (req.query as Record<string, unknown>).token;
      const token = typeof raw === 'string' ? raw.trim() : '';
      if (!token || token.length > 200) return reply.code(400).send(TEXT.bad);
      const rcPub = new RcPubClient(services.http, { lang: 'en', requestId: req.id, clientIp: req.ip });
      try {
        await rcPub.member.unSubscribe({ token });
        return reply.code(200).send(TEXT.done);
      } catch (e) {
        if (isGatewayError(e, ErrorCode.NOT_FOUND)) return reply.code(200).send(TEXT.gone);
        if (isGatewayError(e, ErrorCode.BAD_REQUEST)) return reply.code(400).send(TEXT.bad);
        req.log.warn({ err: e }, 'one-click unsubscribe failed');
        return reply.code(502).send(TEXT.down);
      }
    });
  });
}

/** Registers POST /mail/unsubscribe on every host. */
export const mailUnsubscribeRoutes = fp(mailUnsubscribe, {
  name: 'mail-unsubscribe',
  fastify: '5.x',
  dependencies: ['gateway'],
});
