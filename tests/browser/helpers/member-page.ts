/**
 * A member's actions from inside a Chromium page, as the app makes them (its cookies, its origin): GraphQL calls,
 * registering a fresh member, and the geometry check of the article's member buttons. Shared by the browser tests
 * that sign members in (member-ui, single-sign-on).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { solveCaptchaJson } from '../../helpers/captcha.js';
import { MEMBER_PASSWORD, freshMobile, smsCode } from '../../web/helpers/member.js';
import type { Stack } from '../../web/helpers/stack.js';

/** Runs a GraphQL operation from the page with `fetch('/graphql')`; fails the test on GraphQL errors. */
export async function pageGql<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const body = await page.evaluate(
    async ([q, v]) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-language': 'en' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return res.json();
    },
    [query, variables] as const,
  );
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A solved captcha for the page's next account action (captchaChallenge, solved as a person would). */
export async function pageCaptcha(page: Page): Promise<string> {
  const { captchaChallenge } = await pageGql<{ captchaChallenge: { json: string } }>(
    page,
    'mutation { captchaChallenge { json } }',
  );
  return solveCaptchaJson(captchaChallenge.json);
}

/**
 * Registers a new member from `page` (its browser then holds the session), with the SMS code rc-pub wrote to the
 * outbox of `stack` for the Host `host` (default: the page's); answers the mobile number.
 */
export async function registerInPage(page: Page, stack: Stack, host = new URL(page.url()).host): Promise<string> {
  const mobileNo = freshMobile();
  const code = await smsCode(stack, host, '', mobileNo, 'REGISTER');
  await pageGql(
    page,
    'mutation($m: String!, $c: String!, $p: String!, $k: String!) { register(mobileNo: $m, code: $c, password: $p, agree: true, captcha: $k) { mobileNo } }',
    { m: mobileNo, c: code, p: MEMBER_PASSWORD, k: await pageCaptcha(page) },
  );
  return mobileNo;
}

/** The article member buttons (and alert links) that sit on one row less than 4 px apart, and how many there are. */
export function touchingButtons(page: Page): Promise<{ count: number; pairs: string[] }> {
  return page.evaluate(() => {
    const rects = [
      ...document.querySelectorAll('[data-testid="member-slot"] :is(button, [data-testid="alert-button"])'),
    ]
      .map((b) => b.getBoundingClientRect())
      .filter((r) => r.width > 0);
    const pairs: string[] = [];
    rects.forEach((a, i) => {
      for (const b of rects.slice(i + 1)) {
        const sameRow = a.top < b.bottom && b.top < a.bottom;
        if (sameRow && Math.max(b.left - a.right, a.left - b.right) < 4)
          pairs.push(`${a.left}-${a.right} / ${b.left}-${b.right}`);
      }
    });
    return { count: rects.length, pairs };
  });
}
