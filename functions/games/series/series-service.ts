import { SCHEDULE_HORIZON_DAYS, startProblem } from '@shared/rules/game-start';
import { addDays, occurrenceWindow, repeatProblem, type RepeatRule } from '@shared/rules/series';
import { SERIES_MESSAGES } from '@shared/texts/series';
import { opensToPublicAt, REGULARS_DEFAULTS, type RegularsSettings } from '@shared/rules/regulars';
import type { GameFields } from '@shared/schemas/game';
import { randomUUID } from 'node:crypto';
import { ConflictError, DomainError, NotFoundError, ValidationError } from '../../platform/errors';
import type { Clock } from '../../platform/clock';
import type { Game } from '@shared/schemas/game';
import type { GameRepository, StoredGame } from '../ports';
import type { SeriesRepository, StoredSeries } from './ports';
import { occurrenceId } from './occurrence-id';
import { ruleDates, rruleText } from './series-dates';
import { occurrenceEvents, occurrenceOn, templateOf } from './series-occurrence';

// Repeating games (decision 068). A series is a rule and a template; each date is a real game,
// made ahead by the job (fill) for the next SERIES_AHEAD_DAYS, each in its own ordinary create.
// Changes apply to games that have not started, through the same edit and cancel as one game's.

/** What the series needs of one game's use cases: the same checks, events and notices as by hand. */
export interface GameActions {
  create(hostId: string, input: GameFields): Promise<Game>;
  update(hostId: string, gameId: string, input: GameFields): Promise<Game>;
  remove(hostId: string, gameId: string): Promise<{ outcome: 'deleted' | 'cancelled' }>;
}

/** The next dates a game page lists. */
const NEXT_DATES = 4;

export function createSeriesService(deps: {
  series: SeriesRepository;
  games: Pick<GameRepository, 'get' | 'create'>;
  gameActions: GameActions;
  /** Whether this user may still host: a series whose host left or lost the role makes no more games. */
  mayHost: (userId: string) => Promise<boolean>;
  clock: Clock;
}) {
  const { series: store, games, gameActions, mayHost, clock } = deps;

  const checkRule = (repeat: RepeatRule, firstDate: string) => {
    const problem = repeatProblem(repeat, firstDate, SCHEDULE_HORIZON_DAYS);
    if (problem) throw new ValidationError(problem, problem === SERIES_MESSAGES.daysRequired ? 'days' : 'until');
  };

  /** Writes the series around its (existing) first game and sends the weeks ahead to be made. */
  async function startWith(
    first: StoredGame,
    repeat: RepeatRule,
    regulars: RegularsSettings = REGULARS_DEFAULTS,
  ): Promise<StoredSeries> {
    const at = clock.now().toISOString();
    const id = randomUUID();
    const series: StoredSeries = {
      id,
      host_id: first.host_id,
      repeat,
      rrule: rruleText(repeat, first.game_date),
      first_date: first.game_date,
      first_game_id: first.id,
      template: templateOf(first),
      filled_through: first.game_date,
      status: 'active',
      regulars: { skip_cutoff_hours: regulars.skip_cutoff_hours, public_opens_hours: regulars.public_opens_hours },
      regulars_count: 0,
      ended_at: null,
      created_at: at,
      updated_at: at,
    };
    const started = { name: 'GameSeriesStarted.v1' as const, detail: { seriesId: id, hostId: first.host_id } };
    if (!(await store.create(series, [started], opensToPublicAt(first.game_datetime, series.regulars))))
      throw new ConflictError(SERIES_MESSAGES.alreadySeries);
    return series;
  }

  /** A new repeating game: its first game is created as any game is (same checks, same 409 for a duplicate). */
  async function create(hostId: string, input: GameFields, repeat: RepeatRule, regulars?: RegularsSettings) {
    checkRule(repeat, input.game_date);
    const game = await gameActions.create(hostId, input);
    const series = await startWith((await games.get(game.id))!, repeat, regulars);
    const opens = opensToPublicAt(game.game_datetime, series.regulars);
    return { game: { ...game, series_id: series.id, opens_to_public_at: opens }, series: seriesView(series) };
  }

  /** A one-off game of the host's becomes the first of a series. */
  async function repeatGame(hostId: string, gameId: string, repeat: RepeatRule, regulars?: RegularsSettings) {
    const game = await games.get(gameId);
    if (!game || game.host_id !== hostId) throw new NotFoundError(SERIES_MESSAGES.notYours);
    if (game.series_id) throw new ConflictError(SERIES_MESSAGES.alreadySeries);
    if (game.status !== 'upcoming') throw new ConflictError(`This game is ${game.status} and can no longer repeat`);
    checkRule(repeat, game.game_date);
    return seriesView(await startWith(game, repeat, regulars));
  }

  /**
   * Makes the games of the dates now inside the window that are not made yet, and records how far
   * it got. Safe to run again at any time: a date's game has one id, and a date made or skipped
   * before is never looked at again (so a game the host deleted stays deleted).
   */
  async function fill(seriesId: string): Promise<{ created: number; skipped: string[] }> {
    const series = await store.get(seriesId);
    if (series?.status !== 'active') return { created: 0, skipped: [] };
    const now = clock.now();
    if (!(await mayHost(series.host_id))) {
      // The host's games were cancelled with the account or role; the series stops here.
      await store.end(series.id, now.toISOString());
      return { created: 0, skipped: [] };
    }
    const window = occurrenceWindow(now);
    const from =
      series.filled_through && series.filled_through >= window.from ? addDays(series.filled_through, 1) : window.from;
    const dates = ruleDates(series.rrule, from, window.before).filter((date) => date !== series.first_date);
    const at = now.toISOString();
    const existing = new Set((await store.games(dates.map((date) => occurrenceId(series, date)))).map((g) => g.id));
    let created = 0;
    const skipped: string[] = [];
    for (const date of dates) {
      const game = occurrenceOn(series, date, at);
      if (existing.has(game.id)) continue;
      // A date whose start already passed (the job ran late) is not made.
      if (startProblem(game.game_datetime, now)) {
        skipped.push(date);
        continue;
      }
      const outcome = await createOnce(game);
      if (outcome === 'created') created++;
      // The host has another game of this title that day: that game stands for the date.
      if (outcome === 'duplicate') skipped.push(date);
    }
    const last = addDays(window.before, -1);
    if (!series.filled_through || series.filled_through < last) await store.filledThrough(series.id, last, at);
    return { created, skipped };
  }

  /** One occurrence's create; a run that lost the race to another finds the game already there. */
  async function createOnce(game: StoredGame): Promise<'created' | 'duplicate' | 'exists'> {
    try {
      return await games.create(game, occurrenceEvents(game));
    } catch (error) {
      if (await games.get(game.id)) return 'exists';
      throw error;
    }
  }

  /** The daily job: every active series gets the dates that came into the window. */
  async function fillAll(): Promise<{ series: number; created: number }> {
    let cursor: Record<string, unknown> | undefined;
    let seen = 0;
    let created = 0;
    do {
      const page = await store.active(cursor);
      for (const series of page.series) {
        seen++;
        created += (await fill(series.id)).created;
      }
      cursor = page.cursor;
    } while (cursor);
    return { series: seen, created };
  }

  /** The series' games not started yet, from `from` on, in date order. */
  async function comingGames(series: StoredSeries, from: string): Promise<StoredGame[]> {
    const now = clock.now();
    const until = series.filled_through ?? series.first_date;
    const start = from > series.first_date ? from : series.first_date;
    const dates = ruleDates(series.rrule, start, addDays(until, 1));
    if (start === series.first_date && !dates.includes(series.first_date)) dates.unshift(series.first_date);
    const found = await store.games(dates.map((date) => occurrenceId(series, date)));
    return found.filter(
      (game) =>
        game.series_id === series.id && game.status === 'upcoming' && Date.parse(game.game_datetime) > now.getTime(),
    );
  }

  async function ownSeries(hostId: string, seriesId: string): Promise<StoredSeries> {
    const series = await store.get(seriesId);
    if (!series || series.host_id !== hostId) throw new NotFoundError(SERIES_MESSAGES.notYours);
    return series;
  }

  /** What a game page shows of its series: the rule and the next games to come (public). */
  async function view(seriesId: string) {
    const series = await store.get(seriesId);
    if (!series) throw new NotFoundError(SERIES_MESSAGES.notFound);
    const today = occurrenceWindow(clock.now()).from;
    const next = series.status === 'active' ? (await comingGames(series, today)).slice(0, NEXT_DATES) : [];
    return {
      ...seriesView(series),
      next: next.map((game) => ({ id: game.id, game_date: game.game_date, game_time: game.game_time })),
    };
  }

  /**
   * 'This and following': the host's edit of one game applied to it and every later game of its
   * series not started yet, each through the ordinary edit (so moved players are told, as for one
   * game), and to the games still to be made. Each game keeps its own day.
   */
  async function editFollowing(hostId: string, gameId: string, input: GameFields) {
    const game = await games.get(gameId);
    if (!game || game.host_id !== hostId) throw new NotFoundError(SERIES_MESSAGES.notYours);
    if (!game.series_id) throw new ConflictError(SERIES_MESSAGES.notInSeries);
    if (input.game_date !== game.game_date) throw new ValidationError(SERIES_MESSAGES.followingKeepsDay, 'game_date');
    const series = await ownSeries(hostId, game.series_id);
    if (series.status !== 'active') throw new ConflictError(SERIES_MESSAGES.ended);
    const later = (await comingGames(series, game.game_date)).filter((g) => g.id !== game.id);
    const crowded = later.find((g) => g.current_players > input.max_players);
    if (crowded)
      throw new ValidationError(
        `Max players can't be below the ${crowded.current_players} players already in the game on ${crowded.game_date}`,
        'max_players',
      );
    const edited = await gameActions.update(hostId, gameId, input);
    const skipped: { id: string; game_date: string; message: string }[] = [];
    for (const next of later) {
      try {
        await gameActions.update(hostId, next.id, { ...input, game_date: next.game_date });
      } catch (error) {
        // One date that can't take the change (started meanwhile, a same-title game that day) keeps its own.
        if (!(error instanceof DomainError)) throw error;
        skipped.push({ id: next.id, game_date: next.game_date, message: error.message });
      }
    }
    const saved = await games.get(gameId);
    if (saved) await store.saveTemplate(series.id, templateOf(saved), clock.now().toISOString());
    return { game: edited, updated: later.length - skipped.length + 1, skipped };
  }

  /**
   * Ends the series: no more games are made, and its games not started yet are called off as the
   * host's cancel does (deleted when nobody asked to join; otherwise cancelled, players told and
   * paid players refunded). Games that started or were played stay as they are.
   */
  async function end(hostId: string, seriesId: string) {
    const series = await ownSeries(hostId, seriesId);
    if (series.status === 'ended') return { outcome: 'already' as const, called_off: 0 };
    const now = clock.now();
    await store.end(series.id, now.toISOString());
    // Through the end of the window, not only what the job recorded: a run racing this one is caught too.
    const through = addDays(occurrenceWindow(now).before, -1);
    const coming = await comingGames(
      { ...series, filled_through: maxDate(series.filled_through, through) },
      occurrenceWindow(now).from,
    );
    let calledOff = 0;
    for (const game of coming) {
      try {
        await gameActions.remove(hostId, game.id);
        calledOff++;
      } catch (error) {
        // A game that started meanwhile can't be called off: it stays, as the others that started.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return { outcome: 'ended' as const, called_off: calledOff };
  }

  /**
   * The host changes the regulars' settings: dates made from now on take them, and coming dates not
   * open to everyone yet open at their new time (one already open stays open).
   */
  async function saveRegularsSettings(hostId: string, seriesId: string, settings: RegularsSettings) {
    const series = await ownSeries(hostId, seriesId);
    if (series.status !== 'active') throw new ConflictError(SERIES_MESSAGES.ended);
    const now = clock.now();
    if (!(await store.saveRegularsSettings(series.id, settings, now.toISOString())))
      throw new ConflictError(SERIES_MESSAGES.ended);
    for (const game of await comingGames(series, occurrenceWindow(now).from)) {
      if (game.opens_to_public_at && Date.parse(game.opens_to_public_at) <= now.getTime()) continue;
      await store.setOpensToPublic(game.id, opensToPublicAt(game.game_datetime, settings));
    }
    return { skip_cutoff_hours: settings.skip_cutoff_hours, public_opens_hours: settings.public_opens_hours };
  }

  return { create, repeatGame, fill, fillAll, view, editFollowing, end, saveRegularsSettings };
}
export type SeriesService = ReturnType<typeof createSeriesService>;

const maxDate = (a: string | null, b: string) => (a && a > b ? a : b);

/** The series as the API shows it: the rule, never the template (the games carry their own fields). */
export const seriesView = (series: StoredSeries) => ({
  id: series.id,
  host_id: series.host_id,
  days: series.repeat.days,
  interval: series.repeat.interval,
  until: series.repeat.until,
  count: series.repeat.count,
  first_date: series.first_date,
  status: series.status,
  regulars: { ...series.regulars, count: series.regulars_count },
});
