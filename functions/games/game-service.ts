import { upcomingFirst } from '@shared/rules/upcoming-first';
import { startProblem } from '@shared/rules/game-start';
import { randomUUID } from 'node:crypto';
import { LIMITS } from '@shared/constants';
import { GAME_MESSAGES, REPORT_MESSAGES, type Game, type GameFields } from '@shared/schemas/game';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../platform/errors';
import { COMMUNITY_MESSAGES } from '@shared/schemas/community';
import { createDiscoverService } from '@functions/discover';
import { coordinatesOf, fieldsOf, questionsOf, startOf } from './game-fields';
import { CHANGE_FIELDS } from './game-change-fields';
import { hostCard, hostCardsOf } from './game-hosts';
import { hostStandingOf, type HostStandingSources } from './host-standing';
import type { Clock } from '../platform/clock';
import type { CommunityRepository } from '@functions/communities';
import type { GameHost, GameRepository, StoredGame } from './ports';
import type { PendingEvent } from '../platform/event-ports';
import type { ProfileRepository } from '@functions/accounts';

// Games: hosts publish and edit them, everyone browses them.
export function createGameService(deps: {
  games: GameRepository;
  profiles: ProfileRepository;
  clock: Clock;
  communities?: Pick<CommunityRepository, 'get'>;
  /** Where the one-game read finds the host's standing; without it the game has none. */
  hostStanding?: HostStandingSources;
}) {
  const { games, profiles, clock, communities, hostStanding } = deps;

  /** A game may be listed under a community its host runs; only the owner may attach one. */
  async function communityFor(
    hostId: string,
    communityId: string | null | undefined,
    current: string | null,
  ): Promise<string | null> {
    if (!communityId) return null;
    if (communityId === current) return current;
    const community = communities ? await communities.get(communityId) : null;
    if (!community || community.host_id !== hostId)
      throw new ValidationError(COMMUNITY_MESSAGES.gameCommunityNotYours, 'community_id');
    return communityId;
  }
  /** Linked communities recount their events (CommunityGamesChanged.v1). */
  const communityEvents = (gameId: string, ...ids: (string | null)[]): PendingEvent[] => {
    const communityIds = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    return communityIds.length ? [{ name: 'CommunityGamesChanged.v1', detail: { communityIds, gameId } }] : [];
  };

  async function create(hostId: string, input: GameFields): Promise<Game> {
    const profile = await profiles.get(hostId);
    // The role comes from the stored profile, never from the request.
    if (profile?.role !== 'host') throw new ForbiddenError(GAME_MESSAGES.hostsOnly);
    const now = clock.now();
    const start = startOf(input);
    const problem = startProblem(start, now);
    if (problem) throw new ValidationError(problem, 'game_date');
    const at = now.toISOString();
    const communityId = await communityFor(hostId, input.community_id, null);
    const game: StoredGame = {
      id: randomUUID(),
      host_id: hostId,
      ...fieldsOf(input, start, coordinatesOf(input)),
      questions: questionsOf(input, []),
      current_players: 0,
      status: 'upcoming',
      community_id: communityId,
      created_at: at,
      updated_at: at,
    };
    const outcome = await games.create(game, [
      {
        name: 'GameCreated.v1',
        detail: {
          gameId: game.id,
          hostId,
          title: game.title,
          sport: game.sport,
          game_datetime: game.game_datetime,
          location: game.location,
        },
      },
      ...communityEvents(game.id, communityId),
    ]);
    if (outcome === 'duplicate') throw new ConflictError(GAME_MESSAGES.duplicate, 'title');
    return { ...game, host: hostCard(profile) };
  }

  /** One game with its host and, when listed under one, its community's name. */
  async function get(gameId: string): Promise<Game> {
    const game = await games.get(gameId);
    if (!game) throw new NotFoundError(GAME_MESSAGES.notFound);
    const [withHost, community, standing] = await Promise.all([
      withHosts([game]),
      game.community_id && communities ? communities.get(game.community_id) : null,
      hostStanding ? hostStandingOf(hostStanding, game.host_id) : null,
    ]);
    return {
      ...publicGame(withHost[0]!),
      community: community ? { id: community.id, name: community.name } : null,
      host_standing: standing,
    };
  }

  /** The host's own game, or 'not yours' for everyone else: existence is not revealed. */
  async function ownGame(hostId: string, gameId: string): Promise<StoredGame> {
    const game = await games.get(gameId);
    if (!game || game.host_id !== hostId) throw new NotFoundError(GAME_MESSAGES.notYours);
    return game;
  }

  async function update(hostId: string, gameId: string, input: GameFields): Promise<Game> {
    const previous = await ownGame(hostId, gameId);
    if (previous.status !== 'upcoming')
      throw new ConflictError(`This game is ${previous.status} and can no longer be edited`);
    const start = startOf(input);
    // An unchanged start may have passed (fixing a typo after kick-off); a new one must be ahead.
    const problem = start === previous.game_datetime ? null : startProblem(start, clock.now());
    if (problem) throw new ValidationError(problem, 'game_date');
    if (input.max_players < previous.current_players) {
      throw new ValidationError(
        `Max players can't be below the ${previous.current_players} players already in this game`,
        'max_players',
      );
    }
    const sameLink = input.maps_link.trim() === previous.maps_link;
    const kept =
      sameLink && previous.latitude != null && previous.longitude != null
        ? { lat: previous.latitude, lng: previous.longitude }
        : null;
    const next: StoredGame = {
      ...previous,
      ...fieldsOf(input, start, coordinatesOf(input) ?? kept),
      questions: questionsOf(input, previous.questions),
      // Absent keeps the link; null removes it.
      community_id:
        input.community_id === undefined
          ? previous.community_id
          : await communityFor(hostId, input.community_id, previous.community_id),
      updated_at: clock.now().toISOString(),
    };
    const changed = CHANGE_FIELDS.filter((field) => JSON.stringify(previous[field]) !== JSON.stringify(next[field]));
    const outcome = await games.update(previous, next, [
      { name: 'GameUpdated.v1', detail: { gameId, hostId, changed } },
      ...communityEvents(gameId, previous.community_id, next.community_id),
    ]);
    if (outcome === 'duplicate') throw new ConflictError(GAME_MESSAGES.duplicate, 'title');
    if (outcome === 'refused') {
      // Something changed underneath (cancelled, deleted, players joined): say what it is now.
      const now = await games.get(gameId);
      if (!now || now.host_id !== hostId) throw new NotFoundError(GAME_MESSAGES.notYours);
      if (now.status !== 'upcoming') throw new ConflictError(`This game is ${now.status} and can no longer be edited`);
      if (input.max_players < now.current_players) {
        throw new ValidationError(
          `Max players can't be below the ${now.current_players} players already in this game`,
          'max_players',
        );
      }
      throw new ConflictError('This game changed while you were editing it. Please reload and try again.');
    }
    return (await withHosts([next]))[0]!;
  }

  /** docs/decisions/010: a game nobody asked to join is deleted; one with requests is cancelled. */
  async function remove(hostId: string, gameId: string): Promise<{ outcome: 'deleted' | 'cancelled' }> {
    const game = await ownGame(hostId, gameId);
    if (game.status === 'cancelled') return { outcome: 'cancelled' };
    const detail = { gameId, hostId, title: game.title, game_datetime: game.game_datetime };
    if (!(await games.hasJoinRequests(gameId))) {
      const deleted = await games.delete(game, [
        { name: 'GameDeleted.v1', detail },
        ...communityEvents(gameId, game.community_id),
      ]);
      if (deleted === 'deleted') return { outcome: 'deleted' };
      if (deleted === 'gone') throw new NotFoundError(GAME_MESSAGES.notYours);
      // A request arrived between the check and the delete: the condition kept it, so cancel.
    }
    if (
      (await games.cancel(game, clock.now().toISOString(), [
        { name: 'GameCancelled.v1', detail },
        ...communityEvents(gameId, game.community_id),
      ])) === 'gone'
    ) {
      const now = await games.get(gameId);
      if (!now || now.host_id !== hostId) throw new NotFoundError(GAME_MESSAGES.notYours);
      if (now.status === 'cancelled') return { outcome: 'cancelled' };
      throw new ConflictError(`This game is ${now.status}; players have joined it, so it can't be deleted`);
    }
    return { outcome: 'cancelled' };
  }

  /**
   * An admin takes a reported game down: the same cancel as a host's (decision 010), so it
   * leaves Discover and search and GameCancelled.v1 tells the players and refunds the paid ones;
   * GameTakenDown.v1 tells the host. 'already' when it was cancelled before.
   */
  async function takeDown(gameId: string, note: string | null): Promise<{ outcome: 'taken-down' | 'already' }> {
    const game = await games.get(gameId);
    if (!game) throw new NotFoundError(GAME_MESSAGES.notFound);
    if (game.status === 'cancelled') return { outcome: 'already' };
    if (game.status !== 'upcoming') throw new ConflictError(`This game is ${game.status} and can't be taken down`);
    const detail = { gameId, hostId: game.host_id, title: game.title, game_datetime: game.game_datetime };
    const events: PendingEvent[] = [
      { name: 'GameCancelled.v1', detail: { ...detail, by: 'moderators' } },
      { name: 'GameTakenDown.v1', detail: { gameId, hostId: game.host_id, title: game.title, note } },
      ...communityEvents(gameId, game.community_id),
    ];
    if ((await games.cancel(game, clock.now().toISOString(), events)) === 'cancelled') return { outcome: 'taken-down' };
    const now = await games.get(gameId);
    if (!now) throw new NotFoundError(GAME_MESSAGES.notFound);
    if (now.status === 'cancelled') return { outcome: 'already' };
    throw new ConflictError(`This game is ${now.status} and can't be taken down`);
  }

  /** The host dashboard's games: the latest by start, the next one first, then past games. */
  async function hostGames(hostId: string): Promise<Game[]> {
    const latest = await games.byHost(hostId, LIMITS.dashboardGames);
    return withHosts(upcomingFirst(latest, (game) => game.game_datetime, clock.now()));
  }

  async function report(userId: string, gameId: string, reason: string): Promise<{ message: string }> {
    if (!(await games.get(gameId))) throw new NotFoundError(GAME_MESSAGES.notFound);
    const recorded = await games.addReport({ gameId, userId, reason, created_at: clock.now().toISOString() });
    if (!recorded) throw new ConflictError(REPORT_MESSAGES.alreadyReported);
    return { message: REPORT_MESSAGES.received };
  }

  /** The games with their host cards: those the page came with, the others read. */
  async function withHosts(list: StoredGame[], known: Map<string, GameHost | null> = new Map()): Promise<Game[]> {
    const hosts = await hostCardsOf(games, list, known);
    return list.map((game) => ({ ...game, host: hosts.get(game.host_id) ?? null }));
  }

  // Discover and featured are browsing, built in functions/discover; callers reach them here as before.
  const { discover, featured } = createDiscoverService({ games, clock });

  return { create, get, update, remove, takeDown, discover, featured, hostGames, report };
}
export type GameService = ReturnType<typeof createGameService>;

/** Public reads never carry the host's UPI ID: the host and accepted players get it from payment-details. */
const publicGame = (game: Game): Game => ({ ...game, host_upi_id: null });
