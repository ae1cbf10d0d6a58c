import type { JoinAnswer } from '@shared/schemas/join';
import type { StoredGame } from '@functions/games';
import type { StoredJoinRequest } from './ports';

/** A player's new request for a game, as asked: pending, its payment owed later when the game is paid. */
export function pendingRequest(input: {
  id: string;
  game: Pick<StoredGame, 'id' | 'price'>;
  userId: string;
  contact: { name: string; email: string; phone: string | null; instagram: string | null };
  answers: JoinAnswer[];
  /** The withdrawn request this one replaces, if any. */
  previous: Pick<StoredJoinRequest, 'nudge_count' | 'last_nudge_at'> | null;
  now: string;
}): StoredJoinRequest {
  const { contact, previous, now } = input;
  return {
    id: input.id,
    game_id: input.game.id,
    user_id: input.userId,
    status: 'pending',
    payment_status: input.game.price > 0 ? 'pending' : 'not_required',
    game_pass: null,
    contact_name: contact.name,
    contact_email: contact.email,
    contact_phone: contact.phone,
    contact_instagram: contact.instagram,
    answers: input.answers,
    // A request withdrawn and made again keeps its nudges: withdrawing can't reset the limit.
    nudge_count: previous?.nudge_count ?? 0,
    last_nudge_at: previous?.last_nudge_at ?? null,
    host_message: null,
    created_at: now,
    updated_at: now,
    decided_at: null,
    checked_in_at: null,
  };
}
