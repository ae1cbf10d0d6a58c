import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FunctionSpec } from '@infra/manifest';

// How AWS treats an asynchronous invocation, locally: a failing delivery is tried again a few
// times, then kept in a dead-letter list (the DLQ of the rule target or function in AWS), and the
// local stack can wait until nothing is in flight.
//
// Once AWS has accepted an event (PutEvents answered, the object stored) it is not lost when a
// consumer's machine dies: it is delivered later or dead-lettered. So with a data folder every
// accepted delivery is written to a journal before it starts and marked done when it ends; a stack
// started again over the same folder resumes what was under way, and its dead letters are still
// listed (and can be redriven).

export interface DeadLetter<E = unknown> {
  consumer: string;
  event: E;
  error: string;
  failedAt: string;
}

export const RETRY_DELAYS_MS = [100, 500, 2000];

type JournalLine<E> = { send: string; consumer: string; event: E } | { done: string };

export interface DeliveryOptions<E> {
  deliver: (fn: FunctionSpec, event: E) => Promise<unknown>;
  /** Where the journal and the dead letters are kept; null keeps them in memory only. */
  dataDir: string | null;
  /** Names this delivery's files: '<name>-deliveries.jsonl', '<name>-dead-letters.jsonl'. */
  name: string;
  /** The functions deliveries go to: a resumed or redriven delivery finds its consumer by name. */
  consumers: FunctionSpec[];
  /** For the console line when a delivery is given up, e.g. the detail-type. */
  describe: (event: E) => string;
}

export class RetryingDelivery<E> {
  readonly deadLetters: DeadLetter<E>[] = [];
  private inFlight = 0;
  private readonly waiters: (() => void)[] = [];
  private readonly journal: string | null;
  private readonly deadLetterFile: string | null;

  constructor(private readonly options: DeliveryOptions<E>) {
    const { dataDir, name } = options;
    this.journal = dataDir ? join(dataDir, `${name}-deliveries.jsonl`) : null;
    this.deadLetterFile = dataDir ? join(dataDir, `${name}-dead-letters.jsonl`) : null;
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    if (this.deadLetterFile && existsSync(this.deadLetterFile))
      this.deadLetters.push(...readLines<DeadLetter<E>>(this.deadLetterFile));
  }

  /** Starts a delivery in the background; with a data folder it is journaled first. */
  send(fn: FunctionSpec, event: E) {
    const id = randomUUID();
    this.record({ send: id, consumer: fn.name, event });
    void this.withRetries(fn, event, id);
  }

  /**
   * Delivers again what a previous run accepted and did not finish (it stopped or crashed
   * meanwhile). Called once the stack can invoke functions.
   */
  resume(): number {
    if (!this.journal || !existsSync(this.journal)) return 0;
    const pending = new Map<string, { consumer: string; event: E }>();
    for (const line of readLines<JournalLine<E>>(this.journal)) {
      if ('done' in line) pending.delete(line.done);
      else pending.set(line.send, line);
    }
    // The journal starts again with only what is still owed.
    writeFileSync(
      this.journal,
      [...pending].map(([send, { consumer, event }]) => `${JSON.stringify({ send, consumer, event })}\n`).join(''),
    );
    for (const [id, { consumer, event }] of pending) {
      const fn = this.consumer(consumer);
      if (fn) void this.withRetries(fn, event, id);
    }
    return pending.size;
  }

  /** Sends the dead letters (all, or one consumer's) again, as a redrive from the DLQ does. */
  redrive(consumer?: string): number {
    const chosen = this.deadLetters.filter((letter) => !consumer || letter.consumer === consumer);
    const kept = this.deadLetters.filter((letter) => !chosen.includes(letter));
    this.deadLetters.splice(0, this.deadLetters.length, ...kept);
    if (this.deadLetterFile) writeFileSync(this.deadLetterFile, kept.map((l) => `${JSON.stringify(l)}\n`).join(''));
    let sent = 0;
    for (const letter of chosen) {
      const fn = this.consumer(letter.consumer);
      if (!fn) {
        this.deadLetters.push(letter);
        continue;
      }
      this.send(fn, letter.event);
      sent++;
    }
    return sent;
  }

  private consumer(name: string) {
    return this.options.consumers.find((fn) => fn.name === name);
  }

  private record(line: JournalLine<E>) {
    if (this.journal) appendFileSync(this.journal, `${JSON.stringify(line)}\n`);
  }

  private async withRetries(fn: FunctionSpec, event: E, id: string) {
    this.inFlight++;
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await this.options.deliver(fn, event);
          return;
        } catch (error) {
          if (attempt >= RETRY_DELAYS_MS.length) {
            const letter = { consumer: fn.name, event, error: String(error), failedAt: new Date().toISOString() };
            this.deadLetters.push(letter);
            if (this.deadLetterFile) appendFileSync(this.deadLetterFile, `${JSON.stringify(letter)}\n`);
            console.error(`[async] ${fn.name} failed ${this.options.describe(event)} after retries: ${String(error)}`);
            return;
          }
          await new Promise((r) => setTimeout(r, RETRY_DELAYS_MS[attempt]));
        }
      }
    } finally {
      this.record({ done: id });
      this.inFlight--;
      if (this.inFlight === 0) for (const wake of this.waiters.splice(0)) wake();
    }
  }

  /** Resolves when no delivery is under way (tests and shutdown use it). */
  idle(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise((r) => this.waiters.push(r));
  }
}

/** A JSON-lines file's records; a torn last line (a crash mid-write) is skipped. */
function readLines<T>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as T];
      } catch {
        return [];
      }
    });
}

/**
 * A stand-in that invokes functions asynchronously (the event bus, the bucket's notifications):
 * what it hands to functions goes through one RetryingDelivery, and it answers for it the same
 * way — dead letters, resume after a restart, redrive, idle.
 */
export abstract class AsyncInvoker<E> {
  protected readonly delivery: RetryingDelivery<E>;

  protected constructor(options: DeliveryOptions<E>) {
    this.delivery = new RetryingDelivery(options);
  }

  get deadLetters(): DeadLetter<E>[] {
    return this.delivery.deadLetters;
  }

  /** Delivers what a previous run accepted and did not finish; answers how many. */
  resume(): number {
    return this.delivery.resume();
  }

  /** Sends the dead letters (all, or one consumer's) again; answers how many. */
  redrive(consumer?: string): number {
    return this.delivery.redrive(consumer);
  }

  /** Resolves when no delivery is under way (tests and shutdown use it). */
  idle(): Promise<void> {
    return this.delivery.idle();
  }
}
