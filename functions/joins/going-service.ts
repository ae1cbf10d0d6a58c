import { GOING_GAMES_MAX, GOING_ON_CARD, GOING_ON_PAGE, type GoingPlayer, showsInGoing } from '@shared/rules/going';
import { ValidationError } from '../platform/errors';
import type { Clock } from '../platform/clock';
import type { ProfileRepository } from '@functions/accounts';
import type { GoingStore } from './adapters/going-items';
import type { JoinRequestRepository } from './ports';

// Who is going, read and kept in step. Reads take the first avatars a game's going items hold (only
// players who let others see them have one); a profile change or an account's deletion re-derives
// the player's items from their confirmed requests and their profile as it is now, so a repeat or a
// late delivery changes nothing.

export const GOING_MESSAGES = {
  idsMissing: `Say which games: ids=<id>,<id> (at most ${GOING_GAMES_MAX})`,
  tooManyIds: `At most ${GOING_GAMES_MAX} games at once: ask for the cards on screen`,
  badId: 'One of the game ids is not valid',
} as const;

/** Game ids are UUIDs; anything else names no game and must not reach DynamoDB as a key. */
const GAME_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The profile fields whose change changes a player's avatars. */
export const GOING_PROFILE_FIELDS = ['show_in_going', 'name', 'profile_pic'] as const;

/** The `ids` query parameter: the distinct ids of the cards on screen, at most GOING_GAMES_MAX. */
export function goingIdsOf(raw: string | undefined): string[] {
  const ids = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) throw new ValidationError(GOING_MESSAGES.idsMissing, 'ids');
  if (ids.length > GOING_GAMES_MAX) throw new ValidationError(GOING_MESSAGES.tooManyIds, 'ids');
  if (!ids.every((id) => GAME_ID.test(id))) throw new ValidationError(GOING_MESSAGES.badId, 'ids');
  return ids;
}

export function createGoingService(deps: {
  store: GoingStore;
  requests: Pick<JoinRequestRepository, 'byPlayer'>;
  profiles: Pick<ProfileRepository, 'get'>;
  clock: Clock;
  /** How many of a player's requests a re-derivation reads at most (newest first). */
  mostRequests: number;
}) {
  /** The cards on screen: up to GOING_ON_CARD avatars per game, one small Query each, in parallel. */
  async function forCards(ids: string[]): Promise<{ games: Record<string, GoingPlayer[]> }> {
    const avatars = await Promise.all(ids.map((id) => deps.store.first(id, GOING_ON_CARD)));
    return { games: Object.fromEntries(ids.map((id, i) => [id, avatars[i] ?? []])) };
  }

  /** The game page: up to GOING_ON_PAGE avatars. */
  async function forGame(gameId: string): Promise<{ players: GoingPlayer[] }> {
    return { players: await deps.store.first(gameId, GOING_ON_PAGE) };
  }

  /**
   * The player's going items as their profile says now: written (with the current name and picture)
   * for each confirmed request while they let others see them, removed otherwise, and all removed
   * once the profile is gone (a deleted account).
   */
  async function resync(userId: string): Promise<{ shown: number; hidden: number }> {
    const [profile, requests] = await Promise.all([
      deps.profiles.get(userId),
      deps.requests.byPlayer(userId, deps.mostRequests),
    ]);
    const at = deps.clock.now().toISOString();
    let shown = 0;
    let hidden = 0;
    for (const request of requests.filter((r) => r.status === 'confirmed')) {
      if (profile && showsInGoing(profile, request.status)) {
        await deps.store.put(request, profile, at);
        shown++;
      } else {
        await deps.store.remove(request);
        hidden++;
      }
    }
    return { shown, hidden };
  }

  return { forCards, forGame, resync };
}
export type GoingService = ReturnType<typeof createGoingService>;
