/**
 * The captcha solver (docs/product/members.md#captcha), loaded only when a form first needs it (captcha.ts imports it
 * lazily, so the pages' initial JS carries no solver): altcha-lib's proof-of-work solver over the browser's Web
 * Crypto (`altcha-lib/algorithms/web/sha`, SHA-256 by `crypto.subtle`). The result is the `captcha` value the gateway
 * passes on: base64 of the JSON `{ challenge, solution }` (as tests/helpers/captcha.ts makes it in Node).
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** Longest a solve may take before it gives up (ms); the challenge itself lives 2 minutes. */
const SOLVE_TIMEOUT_MS = 60_000;

/** Base64 of a string's UTF-8 bytes (the payload is ASCII JSON, but stay correct for any text). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Solves the challenge `json` (GraphQL `captchaChallenge { json }`) into the captcha payload.
 * @throws Error when no solution is found in time or the challenge is unreadable.
 */
export async function solveCaptcha(json: string): Promise<string> {
  const challenge = JSON.parse(json) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error('captcha: no solution found');
  return base64(JSON.stringify({ challenge, solution }));
}
