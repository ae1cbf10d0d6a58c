import { randomUUID } from 'node:crypto';
import { SHARE_ENV, Worker } from 'node:worker_threads';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { observed } from '@functions/platform/observability/observability';
import type { FunctionSpec } from '../manifest';
import { invocationKind } from '../observed-entry';

// Loads the same handler modules the Lambdas bundle, wrapped the same way (structured logs and
// metrics, infra/observed-entry.ts), and calls them with a Lambda-like context.
export type Handler = (event: unknown, context: unknown) => Promise<unknown>;

const ROOT = resolve(import.meta.dirname, '..', '..');
const cache = new Map<string, Promise<Handler>>();

export function loadHandler(fn: FunctionSpec): Promise<Handler> {
  let loading = cache.get(fn.name);
  if (!loading) {
    loading = import(pathToFileURL(resolve(ROOT, fn.entry)).href).then((mod) => {
      if (typeof mod.handler !== 'function') throw new Error(`${fn.entry} does not export a handler`);
      return observed(invocationKind(fn), mod.handler as Handler) as Handler;
    });
    cache.set(fn.name, loading);
  }
  return loading;
}

/** Runs a function's handler; `Answer` is what the caller knows that function returns. */
export async function invoke<Answer = unknown>(fn: FunctionSpec, event: unknown): Promise<Answer> {
  const handler = await loadHandler(fn);
  const deadline = Date.now() + (fn.timeoutSeconds ?? 10) * 1000;
  const context = {
    functionName: fn.name,
    awsRequestId: randomUUID(),
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    callbackWaitsForEmptyEventLoop: false,
  };
  return (await handler(event, context)) as Answer;
}

/** The same invocation on a worker thread (own event loop, same env), for CPU-heavy handlers. */
export function invokeOnWorker<Answer = unknown>(fn: FunctionSpec, event: unknown): Promise<Answer> {
  return new Promise((done, fail) => {
    const worker = new Worker(resolve(ROOT, 'infra', 'local', 'function-worker.mjs'), {
      env: SHARE_ENV,
      workerData: { entry: fn.entry, kind: invocationKind(fn), name: fn.name, event, root: ROOT },
    });
    worker.once('message', (message: { ok: boolean; result?: unknown; error?: string }) => {
      void worker.terminate();
      if (message.ok) done(message.result as Answer);
      else fail(new Error(message.error));
    });
    worker.once('error', fail);
    worker.once('exit', (code) => code !== 0 && fail(new Error(`${fn.name} worker exited with ${code}`)));
  });
}
