import { ADMIN_REPORT_MESSAGES, type ReportedGame, type ReportedGamesPage } from '@shared/schemas/game-reports';
import { NotFoundError } from '../platform/errors';
import type { Clock } from '../platform/clock';
import type { GameReportRepository, StoredGameReport } from './ports';
import type { GameRepository } from '@functions/games';
import type { GameService } from '@functions/games/public-wiring';

// Moderation of reported games: admins read open reports grouped by game, dismiss them,
// or take the game down through the game service's cancel. Reports of a game that is gone (deleted
// or cancelled) close themselves at read time: the list skips them and closes them as it meets
// them (decision 024: no consumer of its own, to keep the stack within CloudFormation's limit).

/** Open reports read per answer: moderation is a queue, the newest first; older ones follow as these close. */
export const OPEN_REPORTS_READ = 300;

export interface GameReportServiceDeps {
  reports: GameReportRepository;
  games: Pick<GameRepository, 'get' | 'hosts'>;
  takeDown: GameService['takeDown'];
  clock: Clock;
}

export function createGameReportService({ reports, games, takeDown, clock }: GameReportServiceDeps) {
  async function open(): Promise<ReportedGamesPage> {
    const { reports: open, more } = await reports.open(OPEN_REPORTS_READ);
    const byGame = new Map<string, StoredGameReport[]>();
    for (const report of open) byGame.set(report.gameId, [...(byGame.get(report.gameId) ?? []), report]);
    const stored = await Promise.all([...byGame.keys()].map((id) => games.get(id)));
    const gone = [...byGame.keys()].filter((_, i) => !stored[i] || stored[i]!.status === 'cancelled');
    const live = stored.filter(
      (game): game is NonNullable<typeof game> => game !== null && game.status !== 'cancelled',
    );
    const at = clock.now().toISOString();
    await Promise.all(gone.map((gameId) => reports.closeAll(gameId, 'game-gone', at)));
    const hosts = await games.hosts([...new Set(live.map((game) => game.host_id))]);
    const grouped: ReportedGame[] = live.map((game) => {
      const list = byGame.get(game.id)!;
      const host = hosts.get(game.host_id);
      return {
        game_id: game.id,
        title: game.title,
        status: game.status,
        game_datetime: game.game_datetime,
        host: host ? { id: host.id, name: host.name } : null,
        count: list.length,
        latest_at: list[0]!.created_at,
        reports: list.map(({ reason, created_at }) => ({ reason, created_at })),
      };
    });
    // Reports came newest first, so the game order of the map is already by latest report.
    return { games: grouped, truncated: more };
  }

  async function dismiss(gameId: string): Promise<{ message: string; closed: number }> {
    const closed = await reports.closeAll(gameId, 'dismissed', clock.now().toISOString());
    if (closed === 0 && !(await games.get(gameId))) throw new NotFoundError(ADMIN_REPORT_MESSAGES.gameNotFound);
    return { message: ADMIN_REPORT_MESSAGES.dismissed, closed };
  }

  async function takeGameDown(
    gameId: string,
    note: string | null,
  ): Promise<{ message: string; outcome: 'taken-down' | 'already'; closed: number }> {
    const { outcome } = await takeDown(gameId, note);
    // Closed here as well as by the consumer, so the admin's list is right as soon as this answers.
    const closed = await reports.closeAll(gameId, 'taken-down', clock.now().toISOString());
    return { message: ADMIN_REPORT_MESSAGES.takenDown, outcome, closed };
  }

  return { open, dismiss, takeGameDown };
}
export type GameReportService = ReturnType<typeof createGameReportService>;
