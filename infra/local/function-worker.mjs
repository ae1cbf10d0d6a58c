// Runs one handler invocation off the main thread, for CPU-heavy functions (image processing):
// in AWS each Lambda has its own CPU; locally one busy handler must not stall the API.
// Plain JS so it starts without a loader; it registers tsx itself to import the TypeScript handler.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { entry, kind, name, event, root } = workerData;
try {
  const mod = await import(pathToFileURL(resolve(root, entry)).href);
  const { observed } = await import(
    pathToFileURL(resolve(root, 'functions', 'platform', 'observability', 'observability.ts')).href
  );
  const handler = observed(kind, mod.handler);
  const result = await handler(event, {
    functionName: name,
    awsRequestId: randomUUID(),
    getRemainingTimeInMillis: () => 60_000,
  });
  parentPort.postMessage({ ok: true, result: result ?? null });
} catch (error) {
  parentPort.postMessage({ ok: false, error: String(error?.stack ?? error) });
}
