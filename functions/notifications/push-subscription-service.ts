import { createHash } from 'node:crypto';
import type { Clock } from '../platform/clock';
import { NotFoundError } from '../platform/errors';
import type { PushSubscriptionInput, PushSubscriptionStore } from './push-ports';

// The devices a person turned push on for: the browser sends its subscription after 'Turn on', and
// takes it back when the person turns push off on that device (or signs out).

/** The id of a device's subscription: the same endpoint always makes the same id (the browser hashes it too). */
export const pushSubscriptionId = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url');

/** What every id above looks like: 32 bytes in base64url. Anything else cannot name a device. */
const SUBSCRIPTION_ID = /^[A-Za-z0-9_-]{43}$/;

export function createPushSubscriptionService(deps: { subscriptions: PushSubscriptionStore; clock: Clock }) {
  return {
    /** Saves the device's subscription; the same browser subscribing again refreshes its own item. */
    async subscribe(userId: string, input: PushSubscriptionInput) {
      const id = pushSubscriptionId(input.endpoint);
      await deps.subscriptions.save(userId, { ...input, id, createdAt: deps.clock.now().toISOString() });
      return { id };
    },
    /** Forgets one of the caller's devices: another person's id names nothing under the caller. */
    async unsubscribe(userId: string, id: string) {
      if (!SUBSCRIPTION_ID.test(id)) throw new NotFoundError('No such device');
      await deps.subscriptions.remove(userId, id);
    },
  };
}
