/**
 * Solving the portal's captcha in the browser (issue 11; SPEC §7 captcha): the ALTCHA v2 challenge of
 * `captchaChallenge { json }` solved with altcha-lib's Web Crypto key derivation, into the base64 payload
 * `{ challenge, solution }` that sendSmsCode takes. Load it lazily (`import('./captcha.js')`) so the solver stays out
 * of the page chunk until a code is asked for.
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * The captcha value for a challenge given as JSON.
 * @throws Error when no solution is found (a challenge of another key derivation, or over its limits).
 */
export async function solveCaptcha(json: string): Promise<string> {
  const challenge = JSON.parse(json) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha: no solution found');
  return btoa(JSON.stringify({ challenge, solution }));
}
