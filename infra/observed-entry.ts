import { resolve } from 'node:path';
import type { InvocationKind } from '../functions/platform/observability/observability';
import type { FunctionSpec } from './manifest';

// Every manifest function runs wrapped in functions/platform/observability/observability.ts's `observed` (structured
// logs with request and correlation ids, business metrics flushed as EMF), in its bundle and in the
// local stack alike, so no handler has to remember to.

export const invocationKind = (spec: FunctionSpec): InvocationKind =>
  spec.routes?.length ? 'http' : spec.events ? 'event' : 'other';

/** The module the bundler starts from for a function: its handler, wrapped. */
export function observedEntrySource(spec: FunctionSpec, root: string, observability: string): string {
  return [
    `import { handler as inner } from ${JSON.stringify(resolve(root, spec.entry))};`,
    `import { observed } from ${JSON.stringify(observability)};`,
    `export const handler = observed(${JSON.stringify(invocationKind(spec))}, inner);`,
  ].join('\n');
}
