import type {
  Community,
  CommunityGame,
  CommunityListItem,
  CommunityMember,
  CommunityReview,
  CommunityStats,
} from '@shared/schemas/community';
import { ageLabel, averageRating, communityScore, communityTier, monthsBetween } from '@shared/rules/community-rules';
import type { StoredCommunity, StoredCommunityMember, StoredCommunityReview, UserCard } from './ports';
import type { StoredGame } from '@functions/games';

// Stored items → the API's shapes (shared/schemas/community.ts). Pure: the clock comes in.

export function communityView(c: StoredCommunity): Community {
  return {
    id: c.id,
    name: c.name,
    sport: c.sport as Community['sport'],
    sports: c.sports as Community['sports'],
    location: c.location,
    description: c.description,
    max_members: c.max_members,
    is_public: c.is_public,
    requires_approval: c.requires_approval,
    host_id: c.host_id,
    owner_id: c.host_id,
    profile_pic: c.profile_pic,
    cover_pic: c.cover_pic,
    banner_image: c.cover_pic,
    tags: c.tags,
    created_at: c.created_at,
    updated_at: c.updated_at,
    launched_at: c.created_at,
  };
}

export function statsView(c: StoredCommunity, events: { total: number; completed: number }, now: Date): CommunityStats {
  return {
    member_count: c.member_count,
    total_events: events.total,
    completed_events: events.completed,
    avg_rating: averageRating(c.review_sum, c.review_count),
    review_count: c.review_count,
    months_since_launch: monthsBetween(c.created_at, now),
  };
}

/** The list's numbers, from the community item alone (its linked games' counts as last counted). */
export function listItemView(c: StoredCommunity, host: UserCard | undefined, now: Date): CommunityListItem {
  const lastGame = c.games.last_held_at ?? '';
  const months = monthsBetween(c.created_at, now);
  const score = communityScore(
    {
      members: c.member_count,
      eventsHeld: c.games.held,
      ratingSum: c.review_sum,
      ratingCount: c.review_count,
      // biome-ignore lint/complexity/useMathMinMax: ISO-8601 strings compare as text; Math.max would make them NaN
      lastActivityAt: lastGame > c.last_activity_at ? lastGame : c.last_activity_at,
      launchedAt: c.created_at,
    },
    now,
  );
  return {
    ...communityView(c),
    community_tier: communityTier(score, months),
    community_score: score,
    counts: { members: c.member_count, gamesHosted: c.games.count, monthsSinceLaunch: months },
    age_label: ageLabel(months),
    avg_rating: averageRating(c.review_sum, c.review_count),
    review_count: c.review_count,
    highlightReview: c.highlight ?? null,
    host_name: host?.name ?? null,
    host_profile_pic: host?.profile_pic ?? null,
  };
}

const UNKNOWN = 'Yaktiv player';

export function memberView(m: StoredCommunityMember, card: UserCard | undefined): CommunityMember {
  return { ...m, name: card?.name || UNKNOWN, profile_pic: card?.profile_pic ?? null };
}

export function reviewView(
  { version: _version, ...r }: StoredCommunityReview,
  card: UserCard | undefined,
  playedGames = 0,
): CommunityReview {
  return { ...r, user_name: card?.name || UNKNOWN, played_games: playedGames };
}

export function gameView(g: StoredGame): CommunityGame {
  return {
    id: g.id,
    title: g.title,
    sport: g.sport,
    location: g.location,
    game_datetime: g.game_datetime,
    price: Number(g.price ?? 0),
    max_players: Number(g.max_players),
    current_players: Number(g.current_players ?? 0),
    cover_image: g.cover_image ?? null,
  };
}
