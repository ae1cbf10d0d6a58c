import { JOIN_MESSAGES, REQUEST_MESSAGES } from '@shared/schemas/join';
import { ConflictError } from '../../platform/errors';
import type { Clock } from '../../platform/clock';
import type { StoredGame } from '@functions/games';
import type { JoinRequestRepository, StoredJoinRequest } from '../ports';
import { eventFields } from '../request-fields';
import { newRequestId } from '../request-ids';
import { pendingRequest } from '../pending-request';
import type { StoredRegular } from './ports';

// A regular's request for one date of their series (decision 071): written as the player's request
// (marked regular), then accepted through the host's own decision, so a free date confirms with a pass
// and a paid one waits for payment by its deadline, with the same notices, reminders and counters as
// a host's accept. A date already full puts the regular on its waitlist, told as a waitlisted player is.

export type EnrolOutcome = 'accepted' | 'waitlist' | 'exists' | 'closed';

export interface EnrolDeps {
  requests: Pick<JoinRequestRepository, 'get' | 'create'>;
  /** The host's decision on a pending request (the manage page's accept and waitlist). */
  decide: (hostId: string, requestId: string, action: 'accept' | 'waitlist') => Promise<unknown>;
  clock: Clock;
}

export function createRegularEnrolment(deps: EnrolDeps) {
  const { requests, clock } = deps;

  /** Accepts (or waitlists, when the date is full) a pending request of a regular. */
  async function accept(game: StoredGame, requestId: string): Promise<EnrolOutcome> {
    try {
      await deps.decide(game.host_id, requestId, 'accept');
      return 'accepted';
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      if (error.message === REQUEST_MESSAGES.notPending) return 'exists';
      if (error.message !== REQUEST_MESSAGES.gameFull) return 'closed';
    }
    try {
      await deps.decide(game.host_id, requestId, 'waitlist');
      return 'waitlist';
    } catch (error) {
      if (error instanceof ConflictError) return 'exists';
      throw error;
    }
  }

  /**
   * The regular's request for `game`, once: a date they already have a request for (even withdrawn:
   * a skip or their own withdrawal stands) is left alone; one still pending (a run that stopped
   * half-way) is decided now. `replacing`: the withdrawn request an undone skip replaces, which then
   * needs a free place.
   */
  async function enrol(
    game: StoredGame,
    regular: StoredRegular,
    replacing: StoredJoinRequest | null = null,
  ): Promise<EnrolOutcome> {
    const now = clock.now().toISOString();
    if (game.status !== 'upcoming' || game.game_datetime <= now || game.host_id === regular.user_id) return 'closed';
    const existing = await requests.get(game.id, regular.user_id);
    if (existing?.status === 'pending') return accept(game, existing.id);
    if (existing && existing.id !== replacing?.id) return 'exists';
    const contact = { name: regular.name, email: regular.email, phone: regular.phone, instagram: regular.instagram };
    const request: StoredJoinRequest = {
      ...pendingRequest({
        id: newRequestId(game.id, regular.user_id),
        game,
        userId: regular.user_id,
        contact,
        answers: regular.answers,
        previous: existing,
        now,
      }),
      regular: true,
    };
    const requested = {
      name: 'JoinRequested.v1' as const,
      detail: { ...eventFields(request, game), playerName: request.contact_name, regular: true },
    };
    // A new date takes the regular whatever its room (a full one waitlists them); an undone skip needs a place.
    const created = await requests.create(request, now, replacing?.id ?? null, [requested], game.host_id, !!replacing);
    if (created === 'exists') return 'exists';
    if (created === 'game-refused') {
      if (replacing) throw new ConflictError(JOIN_MESSAGES.gameFull);
      return 'closed';
    }
    return accept(game, request.id);
  }

  return { enrol };
}
export type RegularEnrolment = ReturnType<typeof createRegularEnrolment>;
