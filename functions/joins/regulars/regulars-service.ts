import { canWithdraw, gameHasStarted } from '@shared/rules/join-rules';
import { maySkip, regularsFull, regularsWhen, skipCutoffAt, type RegularStatus } from '@shared/rules/regulars';
import { countedGames, isNewPlayer, showUpRate, type ShowUpRecord } from '@shared/rules/show-up';
import { checkAnswers, type AnswerValue } from '@shared/schemas/join';
import type { RegularDecision } from '@shared/schemas/regulars';
import { REGULARS_MESSAGES } from '@shared/texts/regulars';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import type { Clock } from '../../platform/clock';
import type { GameRepository, SeriesRepository, StoredGame, StoredSeries } from '@functions/games';
import type { JoinRequestRepository, StoredJoinRequest } from '../ports';
import type { RegularsStore, StoredRegular } from './ports';
import type { RegularEnrolment } from './regular-enrolment';

// Regulars of a repeating series (decision 071): a player asks once, the host approves once, and
// the player is in every coming date by default (regular-enrolment.ts writes each date's request).
// A regular skips a date until the series' cut-off, leaves, or is removed by the host; their coming
// dates are then given up as a withdrawal (or the host's removal) gives them up.

/** A host's games read to find a series' coming dates (latest start first: the coming ones lead). */
const HOST_GAMES_READ = 200;

export interface RegularsDeps {
  store: RegularsStore;
  series: Pick<SeriesRepository, 'get'>;
  games: Pick<GameRepository, 'get' | 'byHost'>;
  requests: Pick<JoinRequestRepository, 'get' | 'byPlayer'>;
  enrolment: RegularEnrolment;
  /** The player's own withdrawal; a skip or a leave refunds a paid player in full. */
  withdraw: (userId: string, requestId: string, options: { fullRefund: boolean }) => Promise<unknown>;
  /** The host's removal of an accepted player (told in the bell and by e-mail, refunded in full). */
  removeFromGame: (hostId: string, requestId: string) => Promise<unknown>;
  /** The asking player's contact details, as the join dialog prefills them. */
  profile: (
    userId: string,
  ) => Promise<{ name: string; email: string | null; phone: string | null; instagram_handle: string | null } | null>;
  /** Avatars of the regulars the host looks at, in one read. */
  avatars: (userIds: string[]) => Promise<Map<string, string | null>>;
  showUps: { records(userIds: readonly string[]): Promise<Map<string, ShowUpRecord>> };
  clock: Clock;
}

export function createRegularsService(deps: RegularsDeps) {
  const { store, clock } = deps;

  async function seriesOf(seriesId: string): Promise<StoredSeries> {
    const series = await deps.series.get(seriesId);
    if (!series) throw new NotFoundError(REGULARS_MESSAGES.seriesNotFound);
    return series;
  }

  async function hostsSeries(hostId: string, seriesId: string): Promise<StoredSeries> {
    const series = await deps.series.get(seriesId);
    // Anyone but the host sees the same 404 as for nothing.
    if (!series || series.host_id !== hostId) throw new NotFoundError(REGULARS_MESSAGES.seriesNotFound);
    return series;
  }

  /** The series' dates still to be played (made by the job so far), soonest first. */
  async function comingGames(series: StoredSeries): Promise<StoredGame[]> {
    const now = clock.now();
    const games = await deps.games.byHost(series.host_id, HOST_GAMES_READ);
    return games
      .filter((g) => g.series_id === series.id && g.status === 'upcoming' && !gameHasStarted(g.game_datetime, now))
      .sort((a, b) => a.game_datetime.localeCompare(b.game_datetime));
  }

  async function ask(userId: string, seriesId: string, answers: Record<string, AnswerValue>) {
    const series = await seriesOf(seriesId);
    if (series.host_id === userId) throw new ConflictError(REGULARS_MESSAGES.ownSeries);
    if (series.status !== 'active') throw new ConflictError(REGULARS_MESSAGES.seriesEnded);
    if (await store.get(seriesId, userId)) throw new ConflictError(REGULARS_MESSAGES.alreadyAsked);
    const checked = checkAnswers(series.template.questions, answers);
    if (checked.errors.length) throw new ValidationError(checked.errors[0]!.message, checked.errors[0]!.field);
    const profile = await deps.profile(userId);
    if (!profile) throw new NotFoundError('Complete your profile first');
    const at = clock.now().toISOString();
    const regular: StoredRegular = {
      series_id: seriesId,
      user_id: userId,
      host_id: series.host_id,
      status: 'pending',
      name: profile.name,
      email: profile.email ?? '',
      phone: profile.phone,
      instagram: profile.instagram_handle,
      answers: checked.answers,
      skipped_game_ids: [],
      asked_at: at,
      approved_at: null,
      updated_at: at,
    };
    const asked = {
      name: 'RegularRequested.v1' as const,
      detail: {
        seriesId,
        gameId: series.first_game_id,
        hostId: series.host_id,
        userId,
        playerName: profile.name,
        title: series.template.title,
      },
    };
    if (!(await store.ask(regular, [asked]))) throw new ConflictError(REGULARS_MESSAGES.alreadyAsked);
    return { status: 'pending' as const };
  }

  async function mine(userId: string, seriesId: string) {
    const [regular, series] = await Promise.all([store.get(seriesId, userId), seriesOf(seriesId)]);
    if (!regular) throw new NotFoundError(REGULARS_MESSAGES.notRegular);
    return { status: regular.status, ...series.regulars, skipped_game_ids: regular.skipped_game_ids };
  }

  /** The host's list: who asked and who is in, with their show-up record. */
  async function list(hostId: string, seriesId: string) {
    const series = await hostsSeries(hostId, seriesId);
    const regulars = (await store.list(seriesId)).sort((a, b) => a.asked_at.localeCompare(b.asked_at));
    const ids = regulars.map((r) => r.user_id);
    const [avatars, records] = await Promise.all([deps.avatars(ids), deps.showUps.records(ids)]);
    return {
      regulars: regulars.map((r) => ({
        user_id: r.user_id,
        name: r.name,
        avatar_url: avatars.get(r.user_id) ?? null,
        status: r.status,
        asked_at: r.asked_at,
        approved_at: r.approved_at,
        show_up: showUpOf(records.get(r.user_id)),
      })),
      max_players: series.template.max_players,
    };
  }

  async function decide(hostId: string, seriesId: string, userId: string, action: RegularDecision) {
    const series = await hostsSeries(hostId, seriesId);
    const regular = await store.get(seriesId, userId);
    if (!regular) throw new NotFoundError(REGULARS_MESSAGES.regularNotFound);
    if (regular.status === 'approved') {
      if (action === 'approve') return { status: 'approved' as RegularStatus };
      throw new ConflictError('This regular is approved already: remove them instead');
    }
    const at = clock.now().toISOString();
    const told = (decision: 'approved' | 'declined') => ({
      name: 'RegularDecided.v1' as const,
      detail: { seriesId, gameId: series.first_game_id, hostId, userId, title: series.template.title, decision },
    });
    if (action === 'decline') {
      if (!(await store.remove(regular, [told('declined')], at)))
        throw new ConflictError('This request changed meanwhile. Please try again.');
      return { status: 'declined' as const };
    }
    if (series.status !== 'active') throw new ConflictError(REGULARS_MESSAGES.seriesEnded);
    const max = series.template.max_players;
    if (regularsFull(series.regulars_count, max)) throw new ConflictError(REGULARS_MESSAGES.full);
    const outcome = await store.approve(regular, max, at, [told('approved')]);
    if (outcome === 'full') throw new ConflictError(REGULARS_MESSAGES.full);
    if (outcome === 'changed') throw new ConflictError('This request changed meanwhile. Please try again.');
    // In every coming date from now: the dates made already get their requests here, later ones as they are made.
    const approved = { ...regular, status: 'approved' as const, approved_at: at };
    for (const game of await comingGames(series)) await deps.enrolment.enrol(game, approved);
    return { status: 'approved' as RegularStatus };
  }

  /** The job made a date: every approved regular of its series gets their request for it. */
  async function enrolGame(gameId: string) {
    const game = await deps.games.get(gameId);
    if (!game?.series_id) return { enrolled: 0 };
    const approved = (await store.list(game.series_id)).filter((r) => r.status === 'approved');
    let enrolled = 0;
    for (const regular of approved) {
      if (regular.skipped_game_ids.includes(game.id)) continue;
      const outcome = await deps.enrolment.enrol(game, regular);
      if (outcome === 'accepted' || outcome === 'waitlist') enrolled++;
    }
    return { enrolled };
  }

  /** The regular's own request for a series' date, with what a skip needs to know. */
  async function regularsDate(userId: string, gameId: string) {
    const game = await deps.games.get(gameId);
    if (!game) throw new NotFoundError('Game not found');
    if (!game.series_id) throw new ConflictError(REGULARS_MESSAGES.notInSeries);
    const [regular, series] = await Promise.all([store.get(game.series_id, userId), seriesOf(game.series_id)]);
    if (regular?.status !== 'approved') throw new NotFoundError(REGULARS_MESSAGES.notRegular);
    const now = clock.now();
    if (gameHasStarted(game.game_datetime, now)) throw new ConflictError(REGULARS_MESSAGES.gameStarted);
    if (!maySkip(game.game_datetime, series.regulars, now))
      throw new ConflictError(
        REGULARS_MESSAGES.tooLateToSkip(regularsWhen(skipCutoffAt(game.game_datetime, series.regulars))),
      );
    return { game, regular, request: await deps.requests.get(game.id, userId) };
  }

  /** One tap: the date's request withdrawn (a paid one refunded in full), its spot offered on. */
  async function skip(userId: string, gameId: string) {
    const { regular, request } = await regularsDate(userId, gameId);
    if (request && canWithdraw(request.status)) await deps.withdraw(userId, request.id, { fullRefund: true });
    await store.markSkipped(regular, gameId, true, clock.now().toISOString());
    return { skipped: true };
  }

  /** Undoes a skip before the cut-off, while a place is free. */
  async function unskip(userId: string, gameId: string) {
    const { game, regular, request } = await regularsDate(userId, gameId);
    if (request && request.status !== 'withdrawn') {
      await store.markSkipped(regular, gameId, false, clock.now().toISOString());
      return { skipped: false };
    }
    if (!regular.skipped_game_ids.includes(gameId)) throw new ConflictError(REGULARS_MESSAGES.notSkipped);
    if (game.current_players >= game.max_players) throw new ConflictError(REGULARS_MESSAGES.gameFullNow);
    try {
      await deps.enrolment.enrol(game, regular, request);
    } catch (error) {
      if (error instanceof ConflictError) throw new ConflictError(REGULARS_MESSAGES.gameFullNow);
      throw error;
    }
    await store.markSkipped(regular, gameId, false, clock.now().toISOString());
    return { skipped: false };
  }

  /** The regular's requests for the series' dates still to come, in states that hold or wait for a place. */
  async function comingRequests(series: StoredSeries, userId: string): Promise<StoredJoinRequest[]> {
    const games = new Set((await comingGames(series)).map((g) => g.id));
    const requests = await Promise.all([...games].map((id) => deps.requests.get(id, userId)));
    return requests.filter((r): r is StoredJoinRequest => r != null && !!r.regular && canWithdraw(r.status));
  }

  /** Gives up the coming dates; a failure on one (started meanwhile) leaves it and goes on. */
  async function giveUp(requests: StoredJoinRequest[], each: (request: StoredJoinRequest) => Promise<unknown>) {
    for (const request of requests) {
      try {
        await each(request);
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
      }
    }
  }

  async function leave(userId: string, seriesId: string) {
    const series = await seriesOf(seriesId);
    const regular = await store.get(seriesId, userId);
    if (!regular) return;
    await store.remove(regular, [], clock.now().toISOString());
    await giveUp(await comingRequests(series, userId), (r) => deps.withdraw(userId, r.id, { fullRefund: true }));
  }

  async function removeRegular(hostId: string, seriesId: string, userId: string) {
    const series = await hostsSeries(hostId, seriesId);
    const regular = await store.get(seriesId, userId);
    if (!regular) throw new NotFoundError(REGULARS_MESSAGES.regularNotFound);
    const told = {
      name: 'RegularDecided.v1' as const,
      detail: {
        seriesId,
        gameId: series.first_game_id,
        hostId,
        userId,
        title: series.template.title,
        decision: 'removed' as const,
      },
    };
    await store.remove(regular, [told], clock.now().toISOString());
    // A player holding a place is removed as from one game (told, refunded in full); one waiting withdraws.
    await giveUp(await comingRequests(series, userId), (r) =>
      r.status === 'accepted' || r.status === 'confirmed'
        ? deps.removeFromGame(hostId, r.id)
        : deps.withdraw(userId, r.id, { fullRefund: true }),
    );
  }

  return { ask, mine, list, decide, enrolGame, skip, unskip, leave, removeRegular };
}
export type RegularsService = ReturnType<typeof createRegularsService>;

/** The record as the host's lists show it; a player with too few games has none to show. */
const showUpOf = (record: ShowUpRecord | undefined) =>
  record && !isNewPlayer(record) ? { rate: showUpRate(record), games: countedGames(record) } : null;
