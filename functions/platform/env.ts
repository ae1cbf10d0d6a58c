import type { EnvName } from './env-names';

// Env is validated once per cold start and names everything that is missing, so a bad deploy fails at once and says why. Plain
// code rather than zod: every Lambda runs this, and it needs no schema library to say "missing".
export function readEnv<N extends EnvName>(
  names: readonly N[],
  source: NodeJS.ProcessEnv = process.env,
): Record<N, string> {
  const missing = names.filter((name) => !source[name]);
  if (missing.length) throw new Error(`Missing environment variables: ${missing.join(', ')}`);
  return Object.fromEntries(names.map((name) => [name, source[name]!])) as Record<N, string>;
}
