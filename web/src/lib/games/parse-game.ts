import { PLATFORM_FEE_TYPES, SKILL_LEVELS, SPORTS } from '@shared/constants';
import type { Game, GameQuestion } from '@shared/schemas/game';
import { GAME_STATUSES, QUESTION_TYPES } from '@shared/rules/game-rules';
import {
  isArrayOf,
  isBoolean,
  isNullableNumber,
  isNullableString,
  isNumber,
  isOneOf,
  isRecord,
  isString,
  pickShape,
  type Guard,
  type ShapeChecks,
} from '../shape-check';

// Mirrors gameSchema key by key without zod: games are read on the first load of Home, Discover
// and the game page, where zod (~22 kB gz) would break the 130 kB budget (see shape-check.ts).
// The value lists come from shared/rules/game-rules.ts, which has no zod.

type Host = NonNullable<Game['host']>;
const HOST: ShapeChecks<Host> = { id: isString, name: isString, profile_pic: isNullableString };
const isHost: Guard<Host | null> = (value): value is Host | null => value === null || pickShape(value, HOST) !== null;

type GameCommunity = NonNullable<Game['community']>;
const COMMUNITY: ShapeChecks<GameCommunity> = { id: isString, name: isString };
const isCommunity: Guard<GameCommunity | null | undefined> = (value): value is GameCommunity | null | undefined =>
  value == null || pickShape(value, COMMUNITY) !== null;

type HostStanding = NonNullable<Game['host_standing']>;
const STANDING: ShapeChecks<HostStanding> = {
  games_hosted: isNumber,
  rating: isNullableNumber,
  rating_count: isNumber,
};
const isStanding: Guard<HostStanding | null | undefined> = (value): value is HostStanding | null | undefined =>
  value == null || pickShape(value, STANDING) !== null;

const QUESTION: ShapeChecks<GameQuestion> = {
  id: isString,
  question_text: isString,
  question_type: isOneOf(QUESTION_TYPES),
  options: isArrayOf(isString),
  is_required: isBoolean,
  order_index: isNumber,
};
const isQuestion: Guard<GameQuestion> = (value): value is GameQuestion => pickShape(value, QUESTION) !== null;

const GAME: ShapeChecks<Game> = {
  id: isString,
  host_id: isString,
  title: isString,
  sport: isOneOf(SPORTS),
  custom_sport: isNullableString,
  description: isNullableString,
  location: isString,
  maps_link: isString,
  latitude: isNullableNumber,
  longitude: isNullableNumber,
  game_datetime: isString,
  game_date: isString,
  game_time: isString,
  duration_minutes: isNumber,
  ends_at: isString,
  max_players: isNumber,
  current_players: isNumber,
  price: isNumber,
  status: isOneOf(GAME_STATUSES),
  skill_level: isOneOf(SKILL_LEVELS),
  cover_image: isNullableString,
  cancellation_policy: isString,
  equipment_provided: isBoolean,
  payment_instructions: isNullableString,
  host_upi_id: isNullableString,
  platform_fee_type: isOneOf(PLATFORM_FEE_TYPES),
  platform_fee_amount: isNumber,
  community_id: isNullableString,
  min_show_up_rate: (value): value is number | null | undefined => value === undefined || isNullableNumber(value),
  cancelled_for: (value): value is 'rain' | null | undefined =>
    value === undefined || value === null || value === 'rain',
  series_id: (value): value is string | null | undefined => value === undefined || isNullableString(value),
  opens_to_public_at: (value): value is string | null | undefined => value === undefined || isNullableString(value),
  created_at: isString,
  updated_at: isString,
  host: isHost,
  questions: isArrayOf(isQuestion),
  community: isCommunity,
  host_standing: isStanding,
  distance_km: (value): value is number | null | undefined => value === undefined || isNullableNumber(value),
};

export function parseGame(body: unknown): Game | null {
  const game = pickShape(body, GAME);
  if (!game) return null;
  // pickShape keeps nested objects as sent; pick their known keys too.
  const community = game.community && pickShape(game.community, COMMUNITY);
  const standing = game.host_standing && pickShape(game.host_standing, STANDING);
  return {
    ...game,
    host: game.host && pickShape(game.host, HOST),
    ...(community !== undefined ? { community } : {}),
    ...(standing !== undefined ? { host_standing: standing } : {}),
    questions: game.questions.map((q) => pickShape(q, QUESTION)!),
  };
}

/** `{ games: Game[] }`, the answer of every game list endpoint. */
export function parseGameList(body: unknown): Game[] | null {
  if (!isRecord(body) || !Array.isArray(body.games)) return null;
  const games = body.games.map(parseGame);
  return games.every((game) => game !== null) ? (games as Game[]) : null;
}
