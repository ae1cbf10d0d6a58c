import type { PendingEvent } from '../platform/event-ports';
import type { StoredRefund } from '@functions/payments/public-items';
import type { StoredJoinRequest } from './ports';

// What removing an accepted player needs from the table (decision 066): one conditional transaction.

export interface RemovalStore {
  /**
   * Rejects `request` if it is still in `request.status` and not checked in, giving a confirmed
   * player's spot back while the game has not started; with a refund, the request must still be
   * paid and the refund is owed in the same write. 'changed': the request moved meanwhile;
   * 'started': the game's start is not after `at`.
   */
  remove(
    request: StoredJoinRequest,
    hostMessage: string | null,
    at: string,
    events: PendingEvent[],
    refund: StoredRefund | null,
  ): Promise<'removed' | 'changed' | 'started'>;
}
