/**
 * Solving the portal's captcha as a browser does: an ALTCHA v2 challenge, as GraphQL's
 * `captchaChallenge { json }` or rc-pub's /api/captcha give it, solved by altcha-lib's own solver into the `captcha`
 * value the server verifies (base64 JSON `{ challenge, solution }`). For tests and benchmarks.
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * The captcha value for a challenge given as JSON.
 * @throws Error when the solver finds no solution (a challenge of another key derivation, or over its limits).
 */
export async function solveCaptchaJson(json: string): Promise<string> {
  const challenge = JSON.parse(json) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha: no solution found');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
