import { seesHostUpi, UPI_MESSAGES } from '@shared/rules/join-rules';
import { GAME_MESSAGES } from '@shared/schemas/game';
import { ForbiddenError, NotFoundError } from '../platform/errors';
import type { GameRepository } from '@functions/games';
import type { JoinRequestRepository } from '@functions/joins';

export interface PaymentDetails {
  host_upi_id: string | null;
}

// How to pay the host directly: the UPI ID goes to the host and to the players they
// accepted, never to a visitor or a player still waiting, so public game reads leave it out.
export function createPaymentDetailsService(deps: {
  games: Pick<GameRepository, 'get'>;
  requests: Pick<JoinRequestRepository, 'get'>;
}) {
  async function forCaller(userId: string, gameId: string): Promise<PaymentDetails> {
    const game = await deps.games.get(gameId);
    if (!game) throw new NotFoundError(GAME_MESSAGES.notFound);
    if (game.host_id !== userId) {
      const request = await deps.requests.get(gameId, userId);
      if (!request || !seesHostUpi(request.status)) throw new ForbiddenError(UPI_MESSAGES.notYet);
    }
    return { host_upi_id: game.host_upi_id };
  }
  return { forCaller };
}
