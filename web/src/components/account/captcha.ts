/**
 * The captcha step before a password login or an SMS send (docs/product/members.md#captcha): asks the gateway for an
 * ALTCHA challenge and solves it in the browser with the lazily loaded solver (captchaSolver.ts). While it works the
 * form shows 'verifying…' (`verifying` is true). No image, nothing for the reader to do.
 */
import { useCallback, useState } from 'react';
import { moduleRef } from '../../app/moduleRef.js';
import { useCaptchaChallengeMutation } from './mutations.js';

const solverChunk = moduleRef(() => import('./captchaSolver.js'));

/** Starts loading the solver early (e.g. when the reader focuses the form), so the first solve does not wait for it. */
export function preloadCaptchaSolver(): void {
  void solverChunk.load().catch(() => undefined);
}

/** `solve()` answers a fresh captcha payload (throws the gateway's error or a solver failure); `verifying` while it runs. */
export function useCaptcha(): { solve: () => Promise<string>; verifying: boolean } {
  const [challenge] = useCaptchaChallengeMutation();
  const [verifying, setVerifying] = useState(false);
  const solve = useCallback(async () => {
    setVerifying(true);
    try {
      const [solver, answer] = await Promise.all([solverChunk.load(), challenge()]);
      const json = answer.data?.captchaChallenge.json;
      if (!json) throw answer.error ?? new Error('captcha: no challenge');
      return await solver.solveCaptcha(json);
    } finally {
      setVerifying(false);
    }
  }, [challenge]);
  return { solve, verifying };
}
