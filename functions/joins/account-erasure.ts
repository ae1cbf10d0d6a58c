import { canWithdraw } from '@shared/rules/join-rules';
import { ConflictError } from '../platform/errors';
import type { Clock } from '../platform/clock';
import type { GameRepository } from '@functions/games';
import type { JoinAccountData } from './adapters/account-data-store';
import type { JoinRequestRepository } from './ports';

/** More requests than one player makes; the erasure reads them newest first. */
export const MOST_REQUESTS_OF_A_PLAYER = 2000;

// What deleting an account does to its join requests (docs/account-deletion.md). A request to a game
// still to come is withdrawn through the player's own withdrawal (spot freed in its transaction, a
// paid one refunded by the policy, the host told who left); then every request, past or withdrawn,
// loses what identifies the player. Each step re-reads stored state, so a retry after a crash
// withdraws only what is still standing and anonymises again harmlessly.
export function createJoinAccountErasure(deps: {
  requests: Pick<JoinRequestRepository, 'byPlayer'>;
  games: Pick<GameRepository, 'get'>;
  withdraw: (userId: string, requestId: string) => Promise<unknown>;
  store: Pick<JoinAccountData, 'anonymise'>;
  clock: Clock;
}) {
  async function erase(userId: string): Promise<{ withdrawn: number; anonymised: number }> {
    let withdrawn = 0;
    const requests = await deps.requests.byPlayer(userId, MOST_REQUESTS_OF_A_PLAYER);
    for (const request of requests) {
      const game = await deps.games.get(request.game_id);
      if (game?.status === 'upcoming' && canWithdraw(request.status)) {
        try {
          await deps.withdraw(userId, request.id);
          withdrawn++;
        } catch (error) {
          // Decided or started meanwhile so it can't be withdrawn: it stays as an anonymous attendee.
          if (!(error instanceof ConflictError)) throw error;
        }
      }
      await deps.store.anonymise(request, deps.clock.now().toISOString());
    }
    return { withdrawn, anonymised: requests.length };
  }
  return { erase };
}
