import type { EventDetail } from '@shared/events';
import { averageRating } from '@shared/rules/community-rules';
import {
  playedEffects,
  profileEffects,
  type ProfileEffect,
  type ProfileEventName,
} from '@shared/rules/profile-activity';
import { ACTIVITY_SHOWN, type MyStats } from '@shared/schemas/profile-stats';
import type { CommunityRepository } from '@functions/communities';
import type { JoinRequestRepository } from '@functions/joins';
import type { ShowUpRecord } from '@shared/rules/show-up';
import type { KeptCounters, ProfileStatsRepository } from './ports';

// The profile's stat tiles and Recent Activity. Reads are kept aggregates only: the
// user's counters, their activity items and their community's review totals (a host owns at most
// one community, whose sum and count the review transaction keeps exact, rewrites included).
const PARALLEL_EFFECTS = 10;

export interface ProfileStatsDeps {
  stats: ProfileStatsRepository;
  communities: Pick<CommunityRepository, 'byOwner'>;
  requests: Pick<JoinRequestRepository, 'byGame'>;
  /** The caller's show-up record, kept by the joins domain (decision 056). */
  showUps: { record(userId: string): Promise<ShowUpRecord> };
}

export function createProfileStatsService({ stats, communities, requests, showUps }: ProfileStatsDeps) {
  async function applyAll(eventId: string, at: string, effects: ProfileEffect[]) {
    for (let start = 0; start < effects.length; start += PARALLEL_EFFECTS) {
      await Promise.all(
        effects.slice(start, start + PARALLEL_EFFECTS).map((effect) => stats.apply(eventId, at, effect)),
      );
    }
  }

  async function mine(userId: string): Promise<MyStats> {
    const [counters, activity, [community], showUp] = await Promise.all([
      stats.counters(userId),
      stats.latestActivity(userId, ACTIVITY_SHOWN),
      communities.byOwner(userId, 1),
      showUps.record(userId),
    ]);
    const ratingCount = community?.review_count ?? 0;
    return {
      stats: { ...counters, rating: averageRating(community?.review_sum ?? 0, ratingCount), rating_count: ratingCount },
      activity,
      show_up: showUp,
    };
  }

  /** One event's effects on its users' profiles; `at` is the event's time (it keys the activity item). */
  function onEvent<N extends ProfileEventName>(eventId: string, at: string, name: N, detail: EventDetail<N>) {
    return applyAll(eventId, at, profileEffects(name, detail));
  }

  /** A game completed: every player confirmed at that moment played it (read once, when it ends). */
  async function onGameStatusChanged(eventId: string, at: string, detail: EventDetail<'GameStatusChanged.v1'>) {
    if (detail.status !== 'completed') return;
    const confirmed = (await requests.byGame(detail.gameId)).filter((request) => request.status === 'confirmed');
    await applyAll(eventId, at, playedEffects(confirmed.map((request) => request.user_id)));
  }

  /** The counters as the data says they should be: the oracle of the tests and the seed's repair. */
  function recount(userId: string): Promise<KeptCounters> {
    return stats.recount(userId);
  }

  /** Sets a user's counters from a recount once (users whose history predates the counters). */
  async function initialiseFromRecount(userId: string, at: string) {
    return stats.initialise(userId, await stats.recount(userId), at);
  }

  return { mine, onEvent, onGameStatusChanged, recount, initialiseFromRecount };
}
export type ProfileStatsService = ReturnType<typeof createProfileStatsService>;
