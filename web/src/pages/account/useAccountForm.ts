/**
 * State of an account form: values, the rule each field breaks (shown beside it, docs/product/members.md#account-pages), the server's
 * answer (role=alert) or a status line (role=status), and whether it is busy. `validate` runs the checks on submit,
 * shows every broken rule and focuses the first invalid field (so keyboard and screen-reader users land on it).
 */
import { useCallback, useState } from 'react';
import type { RuleBroken } from '../../components/account/rules.js';

/** The form's answer: the server's error or a status line (at most one is shown at a time). */
export interface FormResult {
  error: string | null;
  status: string | null;
}

/** Values and per-field rules of a form whose fields are the keys of `F`. */
export function useAccountForm<F extends string>(initial: Record<F, string>, idOf: (field: F | 'agree') => string) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F | 'agree', RuleBroken>>>({});
  const [result, setResult] = useState<FormResult>({ error: null, status: null });
  const [busy, setBusy] = useState(false);

  /** Sets a value and clears its field's error. */
  const set = useCallback((field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  /** Shows the broken rules (`checks` in field order); true when none is broken. */
  const validate = useCallback(
    (checks: [F | 'agree', RuleBroken | null][]) => {
      const next: Partial<Record<F | 'agree', RuleBroken>> = {};
      for (const [field, broken] of checks) if (broken && !next[field]) next[field] = broken;
      setErrors(next);
      const first = checks.find(([, broken]) => broken)?.[0];
      if (first) document.getElementById(idOf(first))?.focus();
      return !first;
    },
    [idOf],
  );

  return { values, set, errors, setErrors, validate, result, setResult, busy, setBusy };
}
