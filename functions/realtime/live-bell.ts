import { userChannel } from '@shared/realtime/channels';
import type { BellMessage } from '@shared/realtime/messages';
import { log } from '../platform/observability/observability';
import type { LivePublisher } from './ports';

// The bell rings on the person's own channel right after a notification is written, by whoever
// wrote it: no event to order against, and no poll while the connection is open.

const BELL: BellMessage = { kind: 'bell' };

/**
 * Tells `userId`'s open screens to read their bell. A failure is logged, not thrown: the
 * notification is stored and its e-mail must not wait on the live channel; the bell is read again
 * whenever the app comes back to the front and, while the connection is down, every 10 s.
 */
export function createBellRinger(publisher: LivePublisher) {
  return async function ring(userId: string): Promise<void> {
    try {
      await publisher.publish(userChannel(userId), [BELL]);
    } catch (error) {
      log.warn('bell not rung on the live channel', {
        userId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
}
