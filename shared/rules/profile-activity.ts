import type { EventDetail } from '../events';
import type { ActivityKind } from '../schemas/profile-stats';
import { formatRupees } from './game-rules';

// What one domain event means on a user's profile: a line of Recent Activity and/or a move of
// their counters. Pure, so the consumer and its tests share one reading of each event.
// (A completed game needs its confirmed requests read first; see playedEffect.)

export interface ActivityEntry {
  kind: ActivityKind;
  text: string;
  /** An in-app path: /game/{id} or /community/{id}. */
  link: string;
}

/** Counters a user's stats item keeps by ADD (communities joined moves with the membership itself). */
export type StatsCounter = 'games_played' | 'games_hosted';

export interface ProfileEffect {
  userId: string;
  activity?: ActivityEntry;
  counters?: Partial<Record<StatsCounter, number>>;
}

export const gameLink = (gameId: string) => `/game/${encodeURIComponent(gameId)}`;
export const communityLink = (communityId: string) => `/community/${encodeURIComponent(communityId)}`;

type Readers = {
  [N in ProfileEventName]: (detail: EventDetail<N>) => ProfileEffect[];
};

const readers = {
  'JoinRequested.v1': (e) => [
    { userId: e.userId, activity: { kind: 'joined', text: `Asked to join ${e.title}`, link: gameLink(e.gameId) } },
  ],
  'JoinDecided.v1': (e) =>
    e.action === 'accept'
      ? [
          {
            userId: e.userId,
            activity: { kind: 'accepted', text: `Accepted into ${e.title}`, link: gameLink(e.gameId) },
          },
        ]
      : [],
  'PlayerPromoted.v1': (e) => [
    { userId: e.userId, activity: { kind: 'accepted', text: `Got a spot in ${e.title}`, link: gameLink(e.gameId) } },
  ],
  // Amounts of payment events are integer paise (docs/decisions/015).
  'PaymentConfirmed.v1': (e) => [
    {
      userId: e.userId,
      activity: { kind: 'paid', text: `Paid ${formatRupees(e.amount / 100)} for ${e.title}`, link: gameLink(e.gameId) },
    },
  ],
  'GameCreated.v1': (e) => [
    {
      userId: e.hostId,
      activity: { kind: 'hosted', text: `Hosted ${e.title}`, link: gameLink(e.gameId) },
      counters: { games_hosted: 1 },
    },
  ],
  // A deleted game had no requests and a cancelled one is never deleted (docs/decisions/010), so
  // each game leaves the count at most once.
  'GameDeleted.v1': (e) => [{ userId: e.hostId, counters: { games_hosted: -1 } }],
  'GameCancelled.v1': (e) => [{ userId: e.hostId, counters: { games_hosted: -1 } }],
  'CommunityJoined.v1': (e) => [
    {
      userId: e.userId,
      activity: { kind: 'joined', text: `Joined ${e.communityName}`, link: communityLink(e.communityId) },
    },
  ],
  'CommunityJoinDecided.v1': (e) =>
    e.action === 'approve'
      ? [
          {
            userId: e.userId,
            activity: { kind: 'joined', text: `Joined ${e.communityName}`, link: communityLink(e.communityId) },
          },
        ]
      : [],
  'CommunityReviewed.v1': (e) => [
    {
      userId: e.userId,
      activity: {
        kind: 'reviewed',
        text: `${e.isNew ? 'Reviewed' : 'Updated your review of'} ${e.communityName} (${e.rating}/5)`,
        link: communityLink(e.communityId),
      },
    },
  ],
} satisfies Readers;

export type ProfileEventName =
  | 'JoinRequested.v1'
  | 'JoinDecided.v1'
  | 'PlayerPromoted.v1'
  | 'PaymentConfirmed.v1'
  | 'GameCreated.v1'
  | 'GameDeleted.v1'
  | 'GameCancelled.v1'
  | 'CommunityJoined.v1'
  | 'CommunityJoinDecided.v1'
  | 'CommunityReviewed.v1';

export const PROFILE_EVENT_NAMES = Object.keys(readers) as ProfileEventName[];

export function profileEffects<N extends ProfileEventName>(name: N, detail: EventDetail<N>): ProfileEffect[] {
  return (readers[name] as (d: EventDetail<N>) => ProfileEffect[])(detail);
}

/** A game completed: each player whose request was confirmed played it once more. */
export function playedEffects(confirmedPlayerIds: string[]): ProfileEffect[] {
  return [...new Set(confirmedPlayerIds)].map((userId) => ({ userId, counters: { games_played: 1 } }));
}
