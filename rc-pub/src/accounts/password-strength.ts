/**
 * The common and breached password check of docs/product/members.md#password-rules: zxcvbn-ts with the common
 * (passwords lists, keyboard graphs) and English dictionaries the product ships. A password is refused when zxcvbn
 * scores it below {@link MIN_SCORE} (fewer than 10^6 estimated guesses: `Passw0rd`, `Qwerty123`, `password1234`), or
 * when it is one dictionary entry from end to end. The dictionaries (about 1.6 MB) load on the first check, not at
 * start: that check takes about a second longer, later ones milliseconds.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** Lowest zxcvbn score (0-4) accepted: 2 = at least 10^6 guesses ("somewhat guessable" and better). */
export const MIN_SCORE = 2;

/**
 * Characters of a password the estimator reads: matching is superlinear in length (a random 128-character password
 * takes seconds), and 64 characters that pass are strong whatever follows.
 */
export const CHECKED_LENGTH = 64;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator, built once. l33t substitution matching is off: it costs hundreds of milliseconds per password, and
 * the common list already holds the usual substituted forms (`P@ssw0rd`, `Passw0rd`). A failed load is retried on the
 * next check.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
      maxLength: CHECKED_LENGTH,
      l33tMaxSubstitutions: 0,
    });
  })().catch((err: unknown) => {
    estimator = undefined;
    throw err;
  });
  return estimator;
}

/** zxcvbn's view of a password: its score (0-4) and whether one dictionary entry makes all of it. */
export interface PasswordEstimate {
  score: number;
  dictionaryWord: boolean;
}

/** Estimates `password`; `userInputs` (the mobile number) count as words an attacker knows. */
export async function estimatePassword(password: string, userInputs: string[] = []): Promise<PasswordEstimate> {
  const result = (await zxcvbn()).check(password, userInputs);
  const only = result.sequence.length === 1 ? result.sequence[0] : undefined;
  return { score: result.score, dictionaryWord: only?.pattern === 'dictionary' };
}

/** True when `password` is too easy to guess (see the module comment). */
export async function isGuessable(password: string, userInputs: string[] = []): Promise<boolean> {
  const e = await estimatePassword(password, userInputs);
  return e.score < MIN_SCORE || e.dictionaryWord;
}
