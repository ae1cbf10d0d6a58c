import * as z from 'zod';
import { singleLineText } from './text';

// Moderating reported games: admins read open reports grouped by game, dismiss them or
// take the game down. Reports themselves are sent with gameReportInputSchema (schemas/game.ts).

export const ADMIN_REPORT_MESSAGES = {
  noOpenReports: 'This game has no open reports',
  gameNotFound: 'Game not found',
  cannotTakeDown: (status: string) => `This game is ${status} and can't be taken down`,
  noteTooLong: 'The note must be 500 characters or less',
  dismissed: 'Reports dismissed',
  takenDown: 'The game was taken down',
} as const;

/** POST /api/admin/reports/{gameId}/{action}: what an admin can do with a game's open reports. */
export const ADMIN_REPORT_ACTIONS = ['dismiss', 'take-down'] as const;

/** POST /api/admin/reports/{gameId}/take-down: an optional note for the host. */
export const takeDownInputSchema = z
  .object({ note: singleLineText({ max: 500, tooLong: ADMIN_REPORT_MESSAGES.noteTooLong }).optional() })
  .strict();
export type TakeDownInput = z.infer<typeof takeDownInputSchema>;

export interface ReportedGameReport {
  reason: string;
  created_at: string;
}

/** One game with its open reports, newest first (GET /api/admin/reports). */
export interface ReportedGame {
  game_id: string;
  title: string;
  status: string;
  game_datetime: string;
  host: { id: string; name: string } | null;
  count: number;
  latest_at: string;
  reports: ReportedGameReport[];
}

export interface ReportedGamesPage {
  games: ReportedGame[];
  /** True when more open reports exist than one answer reads (the oldest are left for later). */
  truncated: boolean;
}
