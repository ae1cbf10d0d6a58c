import type { Clock } from '../platform/clock';
import type { PendingEvent } from '../platform/event-ports';

// Deleting one's own account (docs/account-deletion.md, decision 042). The profile leaves in the
// transaction that records AccountDeleted.v1, so every domain's erasure follows however the rest of
// this goes; the sign-in goes next, so the account can't be used again. Each step is safe to repeat:
// a user whose request failed halfway asks again and it finishes.
export interface AccountDeletionDeps {
  store: { deleteProfile(userId: string, events: PendingEvent[], deletedAt: string): Promise<void> };
  /** Removes the pool user with their sessions; a user already gone is not an error. */
  signIns: { deleteUser(username: string): Promise<void> };
  clock: Clock;
}

export function createAccountDeletionService(deps: AccountDeletionDeps) {
  async function deleteAccount(caller: { userId: string; username: string }): Promise<{ deleted: true }> {
    const deletedAt = deps.clock.now().toISOString();
    const deleted: PendingEvent = { name: 'AccountDeleted.v1', detail: { userId: caller.userId, deletedAt } };
    await deps.store.deleteProfile(caller.userId, [deleted], deletedAt);
    await deps.signIns.deleteUser(caller.username);
    return { deleted: true };
  }
  return { deleteAccount };
}
