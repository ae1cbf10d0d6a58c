import { useQuery } from '@tanstack/react-query';
import type { ReportedGame, ReportedGamesPage } from '@shared/schemas/game-reports';
import { apiRequest, ApiRequestError } from '@web/lib/api-client';
import {
  isArrayOf,
  isBoolean,
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

const parsePage = (body: unknown): ReportedGamesPage | null =>
  isRecord(body) && isArrayOf(isReportedGame)(body.games) && isBoolean(body.truncated)
    ? { games: body.games, truncated: body.truncated }
    : null;

const isDone = (body: unknown): { message: string } | null =>
  isRecord(body) && isString(body.message) ? { message: body.message } : null;

/** GET /api/admin/reports: open reports grouped by game. */
export const listReportedGames = (signal?: AbortSignal): Promise<ReportedGamesPage> =>
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
