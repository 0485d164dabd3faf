/**
 * Members on the whole stack for page tests: a new member registered through GraphQL as a browser does
 * (GraphQL's own captcha solved by altcha-lib, the SMS code read from the stack's outbox), and seeded content to keep
 * (two articles, each with a figure). Answers the session cookies a browser would send.
 */
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { expect } from 'vitest';
import { solveCaptchaJson } from '../../helpers/captcha.js';
import type { Stack } from './stack.js';

/** A password that meets docs/product/members.md#password-rules (8-128 characters, not a common or guessable one). */
export const MEMBER_PASSWORD = 'Journal2026x';

/** A registered member: the number and the `Cookie` header value of its session (commonToken and userName). */
export interface StackMember {
  mobileNo: string;
  cookie: string;
}

let counter = 0;
/** A fresh mainland mobile number (unique within the process). */
export function freshMobile(): string {
  counter++;
  return `136${String(process.pid % 10000).padStart(4, '0')}${String(counter).padStart(4, '0')}`;
}

/** Sends one GraphQL request to the stack's gateway for `host` with `cookie`; answers the response. */
export async function gql(
  stack: Stack,
  host: string,
  cookie: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<request.Response> {
  return request(stack.gateway.server)
    .post('/graphql')
    .set('Host', host)
    .set('Cookie', cookie)
    .set('x-forwarded-for', `10.77.${counter % 250}.${(Date.now() % 250) + 1}`)
    .set('content-type', 'application/json')
    .send({ query, variables });
}

/** The newest SMS code the outbox holds for `mobileNo` (of SMS `type`, e.g. register, login, reset, when given). */
export function outboxCode(stack: Stack, mobileNo: string, type?: string): string {
  const lines = readFileSync(stack.smsOutbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { mobileNo: string; type: string; code: string });
  const code = lines.filter((l) => l.mobileNo === mobileNo && (type === undefined || l.type === type)).at(-1)?.code;
  if (!code) throw new Error(`no ${type ?? ''} SMS for ${mobileNo} in ${stack.smsOutbox}`);
  return code;
}

/** Sends an SMS code for `purpose` to `mobileNo` (solving a fresh captcha) and answers it from the outbox. */
export async function smsCode(
  stack: Stack,
  host: string,
  cookie: string,
  mobileNo: string,
  purpose: string,
): Promise<string> {
  const challenge = await gql(stack, host, cookie, 'mutation { captchaChallenge { json } }');
  const captcha = await solveCaptchaJson(challenge.body.data.captchaChallenge.json);
  const sent = await gql(
    stack,
    host,
    cookie,
    'mutation($m: String!, $p: SmsPurpose!, $c: String!) { sendSmsCode(mobileNo: $m, purpose: $p, captcha: $c) { resendAfterSeconds } }',
    { m: mobileNo, p: purpose, c: captcha },
  );
  expect(sent.body.errors, JSON.stringify(sent.body)).toBeUndefined();
  return outboxCode(stack, mobileNo);
}

/** Registers a new member on `host` and answers its session cookies. */
export async function registerMember(stack: Stack, host: string): Promise<StackMember> {
  const mobileNo = freshMobile();
  const code = await smsCode(stack, host, '', mobileNo, 'REGISTER');
  const challenge = await gql(stack, host, '', 'mutation { captchaChallenge { json } }');
  const captcha = await solveCaptchaJson(challenge.body.data.captchaChallenge.json);
  const res = await gql(
    stack,
    host,
    '',
    'mutation($m: String!, $c: String!, $p: String!, $k: String!) { register(mobileNo: $m, code: $c, password: $p, agree: true, captcha: $k) { mobileNo } }',
    { m: mobileNo, c: code, p: MEMBER_PASSWORD, k: captcha },
  );
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  const set = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const cookie = set
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.startsWith('commonToken=') || c.startsWith('userName='))
    .join('; ');
  expect(cookie).toContain('commonToken=');
  return { mobileNo, cookie };
}

/** Seeded content of the site on `host`: two articles with a figure each (figures of different articles). */
export interface SeededContent {
  siteId: number;
  articles: { id: number; title: string; figureId: number }[];
}

/** Finds two articles with figures among the latest issues of the site on `host`. */
export async function seededContent(stack: Stack, host: string): Promise<SeededContent> {
  const res = await gql(
    stack,
    host,
    '',
    '{ site { id publications { latestIssue { articles { id title resources { id kind } } } } } }',
  );
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  type A = { id: number; title: string; resources: { id: number; kind: string }[] };
  const all: A[] = res.body.data.site.publications.flatMap(
    (p: { latestIssue: { articles: A[] } | null }) => p.latestIssue?.articles ?? [],
  );
  const withFigure = all
    .map((a) => ({ id: a.id, title: a.title, figureId: a.resources.find((r) => r.kind === 'FIGURE')?.id ?? 0 }))
    .filter((a) => a.figureId > 0);
  if (withFigure.length < 2) {
    // Figure search hits of different articles (the site's newest issues may have none).
    const hits = await gql(
      stack,
      host,
      '',
      '{ site { search(input: { q: "the", type: FIGURE }) { hits { id article { id title } } } } }',
    );
    for (const h of (hits.body.data?.site?.search?.hits ?? []) as {
      id: number;
      article: { id: number; title: string } | null;
    }[]) {
      if (h.article && !withFigure.some((a) => a.id === h.article?.id))
        withFigure.push({ id: h.article.id, title: h.article.title, figureId: h.id });
    }
  }
  expect(withFigure.length, `articles with figures on ${host}`).toBeGreaterThanOrEqual(2);
  return { siteId: res.body.data.site.id, articles: withFigure.slice(0, 2) };
}
