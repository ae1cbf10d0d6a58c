import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import type { BasePersistenceLayer } from '@aws-lambda-powertools/idempotency/persistence';
import type { Context } from 'aws-lambda';
import type { OnceGuard } from './event-ports';
import { currentClock, type InvocationClock } from './invocation-clock';
import { log } from './observability/observability';

// Effects that must happen once per event (an e-mail, a notification, a reminder) run under
// Powertools' idempotency: a record is written "in progress" before the effect, with an expiry at
// the moment the invocation can no longer be running, and marked completed only after the effect.
// An effect that throws deletes its record; one whose invocation timed out or crashed leaves it in
// progress until that expiry, after which the retry does the effect. A delivery that finds it
// completed does nothing. The invocation's deadline is the one its handler registered
// (invocation-clock.ts).

// Without a registered invocation (a script, a test calling a service), no Lambda runs longer than
// 15 minutes, so an in-progress record older than that can't belong to a running effect.
const LAMBDA_CEILING: InvocationClock = { getRemainingTimeInMillis: () => 15 * 60 * 1000 };
// Longer than any redelivery: EventBridge and Lambda retry for hours, and a dead letter may be
// redriven while SQS keeps it (14 days).
const KEEP_SECONDS = 15 * 24 * 60 * 60;
// One prefix for every effect: the effect's own key (consumer, event id, person) is what is hashed.
const KEY_PREFIX = 'effect';

/** The once-guard on Powertools' records in `store`: keyed by the effect's key, hashed. */
export function idempotentEffects(store: BasePersistenceLayer): OnceGuard {
  const run = async (_key: string, effect: () => Promise<void>) => {
    await effect();
  };
  return {
    async once(key, effect) {
      // A config per call: its registered context is this invocation's, whatever else runs.
      const config = new IdempotencyConfig({
        expiresAfterSeconds: KEEP_SECONDS,
        hashFunction: 'sha256',
        throwOnNoIdempotencyKey: true,
      });
      config.registerLambdaContext((currentClock() ?? LAMBDA_CEILING) as Context);
      let ran = false;
      try {
        await makeIdempotent(run, { persistenceStore: store, config, keyPrefix: KEY_PREFIX })(key, async () => {
          ran = true;
          await effect();
        });
      } catch (error) {
        // Another delivery of the same event is doing it now. Its invocation is retried if it
        // fails or times out (and the retry takes over once the record expires), so this one has
        // nothing to add: failing it would only repeat the attempt and page someone.
        if (!(error instanceof IdempotencyAlreadyInProgressError)) throw error;
        log.info('effect in progress in another delivery', { key });
        return 'duplicate';
      }
      return ran ? 'done' : 'duplicate';
    },
  };
}
