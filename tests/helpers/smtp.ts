/**
 * A real SMTP server in the test process (tests): `smtp-server` on 127.0.0.1, a port of the kernel's
 * choosing, no TLS and no login; every accepted mail is parsed with `mailparser` and kept in `mails` (with its raw
 * bytes and envelope). `mode` switches how it answers: 'up' accepts; 'down' refuses every new connection and every
 * mail on an open one with 421 (the server is unavailable, a temporary failure); 'reject' answers 550 to every
 * recipient (a permanent failure).
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail the server accepted. */
export interface ReceivedMail {
  parsed: ParsedMail;
  raw: string;
  /** RCPT TO addresses. */
  to: string[];
}

/** How the server answers. */
export type SmtpMode = 'up' | 'down' | 'reject';

/** A running test SMTP server. */
export interface TestSmtp {
  port: number;
  /** smtp://127.0.0.1:<port> (SMTP_URL). */
  url: string;
  mails: ReceivedMail[];
  mode: SmtpMode;
  /** Milliseconds the server waits before accepting each mail (a slow server; default 0). */
  delayMs: number;
  /** Resolves once `n` mails have arrived (rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** Starts a test SMTP server on 127.0.0.1. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const state: TestSmtp = {
    port: 0,
    url: '',
    mails: [],
    mode: 'up',
    delayMs: 0,
    async waitFor(n, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (state.mails.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} mails, got ${state.mails.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: async () => undefined,
  };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onConnect(_session, callback) {
      if (state.mode === 'down') callback(smtpError('Service not available, try later', 421));
      else callback();
    },
    // connections a pooled client keeps open are refused too
    onMailFrom(_address, _session, callback) {
      if (state.mode === 'down') callback(smtpError('Service not available, try later', 421));
      else callback();
    },
    onRcptTo(_address, _session, callback) {
      if (state.mode === 'reject') callback(smtpError('No such user here', 550));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then(async (parsed) => {
            if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
            state.mails.push({ parsed, raw: raw.toString('utf8'), to: session.envelope.rcptTo.map((r) => r.address) });
            callback();
          })
          .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
