/**
 * The environment of a child process started by a test: this process's environment with `overrides` applied, where
 * an `undefined` value unsets the variable (both services reject an empty value, issue 13, so `DATABASE_URL: ''` no
 * longer means "unset").
 */
export function childEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [k, v] of Object.entries(overrides)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}
