import { useQuery } from '@tanstack/react-query';
import type { ActivityItem, MyStats, ProfileStats } from '@shared/schemas/profile-stats';
import { ACTIVITY_KINDS } from '@shared/rules/profile-stats';
import { apiRequest } from '@web/lib/api-client';
import {
  isArrayOf,
  isNullableNumber,
  isOneOf,
  isShape,
  isString,
  pickShape,
  type Guard,
  type ShapeChecks,
} from '@web/lib/shape-check';
import { isShowUp, pickShowUp } from '@web/lib/show-up/show-up-shape';

// GET /api/me/stats: the stat tiles and Recent Activity. Checked without zod (decision 014);
// test/unit/profile-stats-web.test.ts holds these guards to the schema.
const isInteger: Guard<number> = (value): value is number => Number.isInteger(value);

const STATS: ShapeChecks<ProfileStats> = {
  games_played: isInteger,
  games_hosted: isInteger,
  communities_joined: isInteger,
  rating: isNullableNumber,
  rating_count: isInteger,
};
const ACTIVITY: ShapeChecks<ActivityItem> = {
  id: isString,
  kind: isOneOf(ACTIVITY_KINDS),
  text: isString,
  link: isString,
  at: isString,
};

const isStats = isShape(STATS);
const isActivity = isShape(ACTIVITY);

/** The answer as myStatsSchema reads it, or null; extra keys are dropped. */
export function parseMyStats(body: unknown): MyStats | null {
  const answer = pickShape(body, { stats: isStats, activity: isArrayOf(isActivity), show_up: isShowUp });
  return (
    answer && {
      stats: pickShape(answer.stats, STATS)!,
      activity: answer.activity.map((item) => pickShape(item, ACTIVITY)!),
      show_up: pickShowUp(answer.show_up),
    }
  );
}

export const myStatsKey = ['my-stats'] as const;

export const getMyStats = (signal?: AbortSignal): Promise<MyStats> =>
  apiRequest('/api/me/stats', { parse: parseMyStats, signal });

export function useMyStats(enabled: boolean) {
  return useQuery({ queryKey: myStatsKey, queryFn: ({ signal }) => getMyStats(signal), enabled });
}
