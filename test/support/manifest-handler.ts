import { join } from 'node:path';
import { FUNCTIONS } from '@infra/manifest';

const ROOT = join(import.meta.dirname, '..', '..');

/** Imports a manifest function's handler by its name, wherever its domain keeps it. */
export async function manifestHandler<H = (...args: never[]) => unknown>(name: string): Promise<H> {
  const spec = FUNCTIONS.find((fn) => fn.name === name);
  if (!spec) throw new Error(`No manifest function is named ${name}`);
  return (await import(join(ROOT, spec.entry))).handler as H;
}
