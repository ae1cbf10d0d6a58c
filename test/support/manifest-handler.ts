import { join } from 'node:path';
import { FUNCTIONS, type FunctionSpec } from '@infra/manifest';

const ROOT = join(import.meta.dirname, '..', '..');

/** A manifest function by its name; throws when there is none. */
export function manifestFunction(name: string): FunctionSpec {
  const spec = FUNCTIONS.find((fn) => fn.name === name);
  if (!spec) throw new Error(`No manifest function is named ${name}`);
  return spec;
}

/** The event types a manifest consumer subscribes to, sorted (a copy: the manifest stays as declared). */
export const subscribedEvents = (name: string): string[] =>
  [...(manifestFunction(name).events?.detailType ?? [])].sort();

/** Imports a manifest function's handler by its name, wherever its domain keeps it. */
export async function manifestHandler<H = (...args: never[]) => unknown>(name: string): Promise<H> {
  return (await import(join(ROOT, manifestFunction(name).entry))).handler as H;
}

/** The names of the given manifest functions that serve HTTP routes, so a suite need not list them again. */
export const httpFunctionNames = (...domains: FunctionSpec[][]): string[] =>
  domains.flatMap((functions) => functions.filter((fn) => fn.routes).map((fn) => fn.name));
