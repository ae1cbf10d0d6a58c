import * as z from 'zod';
import type { EnvName } from '../../infra/manifest';

// Env is validated once per cold start and names what is missing (design §8).
const nonEmpty = z.string().min(1);

export function readEnv<N extends EnvName>(names: readonly N[], source: NodeJS.ProcessEnv = process.env): Record<N, string> {
  const shape = Object.fromEntries(names.map((name) => [name, nonEmpty])) as Record<N, typeof nonEmpty>;
  const parsed = z.object(shape).safeParse(source);
  if (!parsed.success) {
    const missing = parsed.error.issues.map((issue) => String(issue.path[0]));
    throw new Error(`Missing environment variables: ${[...new Set(missing)].join(', ')}`);
  }
  return parsed.data as Record<N, string>;
}
