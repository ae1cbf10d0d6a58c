import { useQuery } from '@tanstack/react-query';
import type { ReportedGame, ReportedGamesPage } from '@shared/schemas/game-reports';
import type { ReportedReview } from '@shared/schemas/review-reports';
import { apiRequest, ApiRequestError } from '@web/lib/api-client';
import {
  isArrayOf,
  isBoolean,
  isNullableString,
  isNumber,
  isRecord,
  isString,
  pickShape,
  type Guard,
  type ShapeChecks,
} from '@web/lib/shape-check';

export const adminReportsKey = ['admin-reports'] as const;

const isHost: Guard<ReportedGame['host']> = (value): value is ReportedGame['host'] =>
  value === null || (isRecord(value) && isString(value.id) && isString(value.name));
const isReport: Guard<ReportedGame['reports'][number]> = (value): value is ReportedGame['reports'][number] =>
  isRecord(value) && isString(value.reason) && isString(value.created_at);
const REPORTED_GAME: ShapeChecks<ReportedGame> = {
  game_id: isString,
  title: isString,
  status: isString,
  game_datetime: isString,
  host: isHost,
  count: isNumber,
  latest_at: isString,
  reports: isArrayOf(isReport),
};
const isReportedGame: Guard<ReportedGame> = (value): value is ReportedGame => pickShape(value, REPORTED_GAME) !== null;

const REPORTED_REVIEW: ShapeChecks<ReportedReview> = {
  community_id: isString,
  community_name: isString,
  user_id: isString,
  user_name: isString,
  rating: isNumber,
  review_text: isString,
  reason: isString,
  note: isNullableString,
  reported_at: isString,
};
const isReportedReview: Guard<ReportedReview> = (value): value is ReportedReview =>
  pickShape(value, REPORTED_REVIEW) !== null;

/** The moderators' queue: reported games, and reported community reviews. */
export interface OpenReports extends ReportedGamesPage {
  reviews: ReportedReview[];
}

const parsePage = (body: unknown): OpenReports | null =>
  isRecord(body) &&
  isArrayOf(isReportedGame)(body.games) &&
  isBoolean(body.truncated) &&
  isArrayOf(isReportedReview)(body.reviews)
    ? { games: body.games, truncated: body.truncated, reviews: body.reviews }
    : null;

const isDone = (body: unknown): { message: string } | null =>
  isRecord(body) && isString(body.message) ? { message: body.message } : null;

/** GET /api/admin/reports: open reports grouped by game, and reported reviews. */
export const listReportedGames = (signal?: AbortSignal): Promise<OpenReports> =>
  apiRequest('/api/admin/reports', { parse: parsePage, signal });

/** The open reports; a 404 (not an admin) is final, so it is not retried. */
export function useReportedGames() {
  return useQuery({
    queryKey: adminReportsKey,
    queryFn: ({ signal }) => listReportedGames(signal),
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });
}

export const dismissReports = (gameId: string) =>
  apiRequest(`/api/admin/reports/${encodeURIComponent(gameId)}/dismiss`, { method: 'POST', parse: isDone });

export const takeGameDown = (gameId: string, note: string) =>
  apiRequest(`/api/admin/reports/${encodeURIComponent(gameId)}/take-down`, {
    method: 'POST',
    body: note.trim() ? { note: note.trim() } : {},
    parse: isDone,
  });

const reviewReportPath = (review: Pick<ReportedReview, 'community_id' | 'user_id'>, action: 'dismiss' | 'remove') =>
  `/api/admin/review-reports/${encodeURIComponent(review.community_id)}/${encodeURIComponent(review.user_id)}/${action}` as const;

/** The review stays; its report is closed. */
export const dismissReviewReport = (review: Pick<ReportedReview, 'community_id' | 'user_id'>) =>
  apiRequest(reviewReportPath(review, 'dismiss'), { method: 'POST', parse: isDone });

/** The review is deleted and its rating leaves the community's totals. */
export const removeReportedReview = (review: Pick<ReportedReview, 'community_id' | 'user_id'>) =>
  apiRequest(reviewReportPath(review, 'remove'), { method: 'POST', parse: isDone });
