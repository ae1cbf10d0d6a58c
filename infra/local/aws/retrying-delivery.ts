import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FunctionSpec } from '@infra/manifest';

// How AWS treats an asynchronous invocation, locally: a failing delivery is tried again a few
// times, then kept in a dead-letter list (the DLQ of the rule target or function in AWS) and on
// disk, and the local stack can wait until nothing is in flight.

export interface DeadLetter<E = unknown> {
  consumer: string;
  event: E;
  error: string;
  failedAt: string;
}

export const RETRY_DELAYS_MS = [100, 500, 2000];

export class RetryingDelivery<E> {
  readonly deadLetters: DeadLetter<E>[] = [];
  private inFlight = 0;
  private readonly waiters: (() => void)[] = [];

  constructor(
    private readonly deliver: (fn: FunctionSpec, event: E) => Promise<unknown>,
    private readonly dataDir: string | null,
    /** For the console line when a delivery is given up, e.g. the detail-type. */
    private readonly describe: (event: E) => string,
  ) {}

  /** Starts a delivery in the background. */
  send(fn: FunctionSpec, event: E) {
    void this.withRetries(fn, event);
  }

  private async withRetries(fn: FunctionSpec, event: E) {
    this.inFlight++;
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await this.deliver(fn, event);
          return;
        } catch (error) {
          if (attempt >= RETRY_DELAYS_MS.length) {
            const letter = { consumer: fn.name, event, error: String(error), failedAt: new Date().toISOString() };
            this.deadLetters.push(letter);
            if (this.dataDir) {
              mkdirSync(this.dataDir, { recursive: true });
              appendFileSync(join(this.dataDir, 'dead-letters.jsonl'), `${JSON.stringify(letter)}\n`);
            }
            console.error(`[async] ${fn.name} failed ${this.describe(event)} after retries: ${String(error)}`);
            return;
          }
          await new Promise((r) => setTimeout(r, RETRY_DELAYS_MS[attempt]));
        }
      }
    } finally {
      this.inFlight--;
      if (this.inFlight === 0) for (const wake of this.waiters.splice(0)) wake();
    }
  }

  /** Resolves when no delivery is under way (tests and shutdown use it). */
  idle(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise((r) => this.waiters.push(r));
  }
}
