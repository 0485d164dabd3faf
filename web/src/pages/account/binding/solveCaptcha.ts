/**
 * Solves the portal's captcha in the browser (issue 11; SPEC §7 captcha header): the ALTCHA challenge of GraphQL
 * `captchaChallenge { json }`, solved with altcha-lib and the Web Crypto SHA key derivation, into the base64 JSON
 * `{ challenge, solution }` the server verifies. Loaded with `import()` only when a code is requested, so altcha-lib
 * stays out of the page chunk.
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * The `captcha` value for a challenge given as JSON (proof of work: a fraction of a second to a few seconds).
 * @throws Error when no solution is found (a challenge of another key derivation or over its limits).
 */
export async function solveCaptcha(json: string): Promise<string> {
  const challenge = JSON.parse(json) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha: no solution found');
  const text = JSON.stringify({ challenge, solution });
  // the payload is ASCII JSON: btoa needs no UTF-8 step
  return btoa(text);
}
