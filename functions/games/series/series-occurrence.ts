import { gameDateTime, gameEndsAt } from '@shared/rules/game-time';
import { opensToPublicAt } from '@shared/rules/regulars';
import type { PendingEvent } from '../../platform/event-ports';
import type { StoredGame } from '../ports';
import type { SeriesTemplate, StoredSeries } from './ports';
import { occurrenceId } from './occurrence-id';

// From a game to what its series repeats, and back from the series to the game on one date.

/** What a game shares with the rest of its series: all but its date, its players and its state. */
export function templateOf(game: StoredGame): SeriesTemplate {
  const {
    id: _id,
    game_date: _date,
    game_datetime: _start,
    ends_at: _end,
    current_players: _players,
    status: _status,
    series_id: _series,
    opens_to_public_at: _opens,
    created_at: _created,
    updated_at: _updated,
    ...template
  } = game;
  return template;
}

/** The series' game on `date`, as new: upcoming, nobody in it yet. */
export function occurrenceOn(series: StoredSeries, date: string, at: string): StoredGame {
  const start = gameDateTime(date, series.template.game_time);
  return {
    ...series.template,
    id: occurrenceId(series, date),
    game_date: date,
    game_datetime: start,
    ends_at: gameEndsAt(start, series.template.duration_minutes),
    current_players: 0,
    status: 'upcoming',
    series_id: series.id,
    // Until then only the series' regulars may ask to join (decision 071).
    opens_to_public_at: opensToPublicAt(start, series.regulars),
    created_at: at,
    updated_at: at,
  };
}

/**
 * The events a new occurrence records: what a game created by hand records (its status schedules,
 * search, the host's dashboard and a linked community all follow from them).
 */
export function occurrenceEvents(game: StoredGame): PendingEvent[] {
  return [
    {
      name: 'GameCreated.v1',
      detail: {
        gameId: game.id,
        hostId: game.host_id,
        title: game.title,
        sport: game.sport,
        game_datetime: game.game_datetime,
        location: game.location,
      },
    },
    ...(game.community_id
      ? [{ name: 'CommunityGamesChanged.v1' as const, detail: { communityIds: [game.community_id], gameId: game.id } }]
      : []),
  ];
}
