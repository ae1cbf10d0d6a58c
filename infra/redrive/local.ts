import { LOCAL } from '@infra/local/names';

// The local stack keeps its dead letters (on disk, across restarts) the way AWS keeps them in
// queues; redriving them is one call to the running stack.

/** Asks the local stack at `base` to send its dead letters (all, or one function's) again; answers how many. */
export async function redriveLocal(base: string, consumer?: string): Promise<number> {
  const url = new URL(LOCAL.paths.redrive, base);
  if (consumer) url.searchParams.set('consumer', consumer);
  const answer = await fetch(url, { method: 'POST' });
  if (!answer.ok) throw new Error(`The local stack at ${base} answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { redriven: number }).redriven;
}
