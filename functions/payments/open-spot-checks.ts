import { createHash } from 'node:crypto';
import { announcesOpenSpot, SPOT_OPENED_WITHIN_MS } from '@shared/rules/spot-offers';
import type { JoinRequestRepository } from '@functions/joins';
import type { GameRepository } from '@functions/games';
import type { OneTimeScheduler } from '../platform/scheduler-port';
import { SCHEDULE_TARGETS } from '../platform/schedule-targets';
import type { Clock } from '../platform/clock';
import type { OfferService } from './payment-offers';
import type { SpotCheckStore } from './spot-check-ports';

// A spot that opened more than six hours before the start with nobody on the waitlist to take it
// (SpotLeftOpen) is looked at again when the game's last six hours begin: still open, nobody waiting,
// and nearby players hear of it (SpotOpened), as they do of a spot opening within those hours. Only
// games where that happened get a schedule: most games never need one. The check reads everything
// again, so a schedule that fires twice, late, after the game filled, was cancelled or moved changes
// nothing; a moved start moves the check with it.

export interface OpenSpotCheckDeps {
  games: Pick<GameRepository, 'get'>;
  requests: Pick<JoinRequestRepository, 'requestsInStatus'>;
  offers: Pick<OfferService, 'heldSpots'>;
  store: SpotCheckStore;
  clock: Clock;
  /** Only the consumer that makes the schedules has one; the schedule's target only checks. */
  scheduler?: OneTimeScheduler;
}

/** One schedule per game (its name from the game id, within Scheduler's 64 characters): a moved start moves it. */
export const spotCheckScheduleName = (gameId: string) =>
  `spotcheck-${createHash('sha256').update(gameId).digest('hex').slice(0, 48)}`;

/** When a game starting at `startsAt` is checked: as its last six hours begin, on a whole second. */
export const spotCheckAt = (startsAt: string) =>
  new Date(Math.ceil((Date.parse(startsAt) - SPOT_OPENED_WITHIN_MS) / 1000) * 1000);

export type SpotCheckOutcome = 'announced' | 'nothing';

export function createOpenSpotChecks(deps: OpenSpotCheckDeps) {
  const { games, requests, offers, store, clock } = deps;

  /**
   * The schedule's moment came (or a delivery arrived after it): the game announced once for this
   * start if it is still to come within six hours, has room nobody holds, and nobody is waiting.
   */
  async function check(gameId: string, startsAt: string): Promise<SpotCheckOutcome> {
    const game = await games.get(gameId);
    // Cancelled, gone, or moved since (the move made a schedule of its own).
    if (game?.status !== 'upcoming' || game.game_datetime !== startsAt) return 'nothing';
    if (!announcesOpenSpot(startsAt, clock.now())) return 'nothing';
    const open = game.max_players - game.current_players - (await offers.heldSpots(gameId));
    if (open <= 0) return 'nothing';
    // Someone waiting is asked through the offers, before anyone nearby.
    if ((await requests.requestsInStatus(gameId, 'waitlist', null, 1)).userIds.length > 0) return 'nothing';
    const announced = await store.announceOnce(
      gameId,
      startsAt,
      [
        {
          name: 'SpotOpened.v1',
          detail: { gameId, hostId: game.host_id, sport: game.sport, startsAt, spots: open },
        },
      ],
      clock.now().toISOString(),
    );
    return announced ? 'announced' : 'nothing';
  }

  /** Schedules the check of a game starting at `startsAt`; one already due is made now. */
  async function scheduleCheck(gameId: string, startsAt: string): Promise<SpotCheckOutcome | 'scheduled'> {
    const at = spotCheckAt(startsAt);
    if (at.getTime() <= clock.now().getTime()) return check(gameId, startsAt);
    if (!deps.scheduler) throw new Error('open-spot checks are scheduled only by the consumer that has a scheduler');
    await deps.scheduler.upsert(spotCheckScheduleName(gameId), at, SCHEDULE_TARGETS.openSpotCheck, {
      gameId,
      startsAt,
    });
    await store.markScheduled(gameId, startsAt);
    return 'scheduled';
  }

  /** SpotLeftOpen: the check scheduled for the game's start as the event names it (a stale one is ignored). */
  async function spotLeftOpen(gameId: string, startsAt: string) {
    const game = await games.get(gameId);
    if (game?.status !== 'upcoming' || game.game_datetime !== startsAt) return 'ignored' as const;
    return scheduleCheck(gameId, startsAt);
  }

  /** The game's start moved: a check scheduled for the old start follows it (games without one have none). */
  async function gameMoved(gameId: string) {
    const [scheduled, game] = await Promise.all([store.scheduledFor(gameId), games.get(gameId)]);
    if (!scheduled || game?.status !== 'upcoming' || game.game_datetime === scheduled) return 'ignored' as const;
    return scheduleCheck(gameId, game.game_datetime);
  }

  return { check, scheduleCheck, spotLeftOpen, gameMoved };
}
export type OpenSpotChecks = ReturnType<typeof createOpenSpotChecks>;
