import { queryWords } from '@shared/rules/game-rules';
import { randomUUID } from 'node:crypto';
import { LIMITS } from '@shared/constants';
import {
  GAME_MESSAGES,
  REPORT_MESSAGES,
  type DiscoverQuery,
  type FeaturedQuery,
  type Game,
  type GameFields,
} from '@shared/schemas/game';
import { coordinatesFrom, type LatLng } from '@shared/rules/maps-link';
import { coverFor, distanceKm } from '@shared/rules/geo';
import { dateRangeBounds, gameDateTime, gameEndsAt, indiaDateAndTime } from '@shared/rules/game-time';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../platform/errors';
import { COMMUNITY_MESSAGES } from '@shared/schemas/community';
import { decodeGameCursor, encodeGameCursor } from '../discover/game-cursor';
import type { Clock } from '../platform/clock';
import type { CommunityRepository } from '../communities/ports';
import type { GameHost, GamePage, GamePosition, GameRepository, GameWindow, StoredGame } from './ports';
import type { PendingEvent } from '../platform/event-ports';
import type { ProfileRepository } from '../accounts/ports';

/** A page of games for the API, and what it cost the store (the bench prints it beside the count). */
export interface GameList {
  games: Game[];
  nextCursor: string | null;
  itemsRead: number;
}

// Games: hosts publish and edit them, everyone browses them (spec §2, §3, §5; contract of issue 4).
export function createGameService(deps: {
  games: GameRepository;
  profiles: ProfileRepository;
  clock: Clock;
  communities?: Pick<CommunityRepository, 'get'>;
}) {
  const { games, profiles, clock, communities } = deps;

  /** A game may be listed under a community its host runs (issue 11); only the owner may attach one. */
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
    if (start <= now.toISOString()) throw new ValidationError(GAME_MESSAGES.inThePast, 'game_date');
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

  /** One game with its host and, when listed under one, its community's name (spec §7). */
  async function get(gameId: string): Promise<Game> {
    const game = await games.get(gameId);
    if (!game) throw new NotFoundError(GAME_MESSAGES.notFound);
    const [withHost, community] = await Promise.all([
      withHosts([game]),
      game.community_id && communities ? communities.get(game.community_id) : null,
    ]);
    return { ...publicGame(withHost[0]!), community: community ? { id: community.id, name: community.name } : null };
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
    if (start !== previous.game_datetime && start <= clock.now().toISOString())
      throw new ValidationError(GAME_MESSAGES.inThePast, 'game_date');
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
   * An admin takes a reported game down (issue 12): the same cancel as a host's (decision 010), so it
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

  /**
   * Discover (spec §2): upcoming games with a future start, soonest first, a page at a time. With a
   * point, only games within the radius, read from the cells that cover it (decision 023).
   */
  async function discover(query: DiscoverQuery): Promise<GameList> {
    const now = clock.now();
    const bounds = dateRangeBounds(query.date, now);
    const from = bounds && bounds.from > now ? bounds.from : now;
    const window: GameWindow = {
      from: from.toISOString(),
      to: bounds?.to.toISOString(),
      sport: query.sport,
      skill_level: query.skill_level,
    };
    const after = decodeGameCursor(query.cursor);
    const point = query.lat != null && query.lng != null ? { lat: query.lat, lng: query.lng } : null;
    return list(window, query.limit, after, point ? { point, radiusKm: query.radius_km } : null, query.q);
  }

  /** Home's 'Trending Games' ('Popular in your area'): the next upcoming games near the player, soonest first. */
  async function featured(query: FeaturedQuery = {}): Promise<GameList> {
    const window: GameWindow = { from: clock.now().toISOString() };
    const point = query.lat != null && query.lng != null ? { lat: query.lat, lng: query.lng } : null;
    return list(window, LIMITS.featuredGames, undefined, point ? { point, radiusKm: LIMITS.trendingRadiusKm } : null);
  }

  async function list(
    window: GameWindow,
    limit: number,
    after: GamePosition | undefined,
    near: { point: LatLng; radiusKm: number } | null,
    q?: string,
  ): Promise<GameList> {
    const accept = acceptor(window, q);
    let page: GamePage;
    if (!near) {
      page = await games.upcoming({ window, limit, after, accept });
    } else {
      const { point, radiusKm } = near;
      const within = (game: StoredGame) =>
        game.latitude != null &&
        game.longitude != null &&
        distanceKm(point, { lat: game.latitude, lng: game.longitude }) <= radiusKm;
      page = await games.near(coverFor(point, radiusKm), {
        window,
        limit,
        after,
        accept: (game) => within(game) && accept(game),
      });
    }
    // One copy of each game with all it gains (a page of 100 is hot: three spreads a game showed in profiles).
    const hosts = await hostsOf(page.games, page.hosts ?? new Map());
    const shown = page.games.map((game): Game => {
      const listed: Game = { ...game, host: hosts.get(game.host_id) ?? null, host_upi_id: null };
      if (near)
        listed.distance_km =
          Math.round(distanceKm(near.point, { lat: game.latitude!, lng: game.longitude! }) * 10) / 10;
      return listed;
    });
    return { games: shown, nextCursor: encodeGameCursor(page.next), itemsRead: page.read };
  }

  /** The host dashboard's games: latest start first. */
  async function hostGames(hostId: string): Promise<Game[]> {
    return withHosts(await games.byHost(hostId, LIMITS.dashboardGames));
  }

  async function report(userId: string, gameId: string, reason: string): Promise<{ message: string }> {
    if (!(await games.get(gameId))) throw new NotFoundError(GAME_MESSAGES.notFound);
    const recorded = await games.addReport({ gameId, userId, reason, created_at: clock.now().toISOString() });
    if (!recorded) throw new ConflictError(REPORT_MESSAGES.alreadyReported);
    return { message: REPORT_MESSAGES.received };
  }

  /** The games with their host cards: those the page came with, the others read. */
  async function withHosts(list: StoredGame[], known: Map<string, GameHost | null> = new Map()): Promise<Game[]> {
    const hosts = await hostsOf(list, known);
    return list.map((game) => ({ ...game, host: hosts.get(game.host_id) ?? null }));
  }

  /** The games' host cards: those already known, the others read. */
  async function hostsOf(
    list: StoredGame[],
    known: Map<string, GameHost | null>,
  ): Promise<Map<string, GameHost | null>> {
    const missing = [...new Set(list.map((g) => g.host_id))].filter((id) => !known.has(id));
    return missing.length ? new Map([...known, ...(await games.hosts(missing))]) : known;
  }

  return { create, get, update, remove, takeDown, discover, featured, hostGames, report };
}
export type GameService = ReturnType<typeof createGameService>;

/** Public reads never carry the host's UPI ID: the host and accepted players get it from payment-details (issue 14). */
const publicGame = (game: Game): Game => ({ ...game, host_upi_id: null });

const CHANGE_FIELDS = [
  'title',
  'sport',
  'custom_sport',
  'description',
  'location',
  'maps_link',
  'latitude',
  'longitude',
  'game_datetime',
  'duration_minutes',
  'max_players',
  'price',
  'skill_level',
  'cover_image',
  'cancellation_policy',
  'equipment_provided',
  'payment_instructions',
  'host_upi_id',
  'platform_fee_type',
  'platform_fee_amount',
  'questions',
  'community_id',
] as const satisfies readonly (keyof StoredGame)[];

const hostCard = (profile: { id: string; name: string; profile_pic: string | null }): GameHost => ({
  id: profile.id,
  name: profile.name,
  profile_pic: profile.profile_pic,
});

/** The start instant; a date the calendar doesn't have (31 June) is refused rather than rolled over. */
function startOf(input: Pick<GameFields, 'game_date' | 'game_time'>): string {
  const time = new Date(`${input.game_date}T${input.game_time}:00+05:30`);
  if (Number.isNaN(time.getTime())) throw new ValidationError(GAME_MESSAGES.dateRequired, 'game_date');
  const start = gameDateTime(input.game_date, input.game_time);
  if (indiaDateAndTime(start).date !== input.game_date)
    throw new ValidationError(GAME_MESSAGES.dateRequired, 'game_date');
  return start;
}

/** Coordinates from "Use my current location", else from the maps link, else unknown. */
function coordinatesOf(input: GameFields): LatLng | null {
  if (input.latitude != null && input.longitude != null) return { lat: input.latitude, lng: input.longitude };
  return coordinatesFrom(input.maps_link);
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function fieldsOf(input: GameFields, start: string, point: LatLng | null) {
  return {
    title: input.title,
    sport: input.sport,
    custom_sport: input.sport === 'other' ? text(input.custom_sport) : null,
    description: text(input.description),
    location: input.location,
    maps_link: input.maps_link.trim(),
    latitude: point?.lat ?? null,
    longitude: point?.lng ?? null,
    game_datetime: start,
    game_date: input.game_date,
    game_time: input.game_time,
    duration_minutes: input.duration_minutes,
    ends_at: gameEndsAt(start, input.duration_minutes),
    max_players: input.max_players,
    price: input.price,
    skill_level: input.skill_level,
    cover_image: input.cover_image ?? null,
    cancellation_policy: input.cancellation_policy,
    equipment_provided: input.equipment_provided,
    payment_instructions: text(input.payment_instructions),
    host_upi_id: text(input.host_upi_id),
    platform_fee_type: input.platform_fee_type,
    platform_fee_amount: input.platform_fee_type === 'none' ? 0 : input.platform_fee_amount,
  } satisfies Partial<StoredGame>;
}

/** Questions in the order given; an edited question keeps its id, so answers stay attached (issue 5). */
function questionsOf(input: GameFields, previous: StoredGame['questions']): StoredGame['questions'] {
  const known = new Set(previous.map((q) => q.id));
  const used = new Set<string>();
  return input.questions.map((q, index) => {
    const id = q.id && known.has(q.id) && !used.has(q.id) ? q.id : randomUUID();
    used.add(id);
    return {
      id,
      question_text: q.question_text,
      question_type: q.question_type,
      options: q.options,
      is_required: q.is_required,
      order_index: index,
    };
  });
}

/** The filters the index can't apply, checked again in code (a cheap guard for every path). */
function acceptor(window: GameWindow, q?: string) {
  const words = queryWords(q);
  return (game: StoredGame) =>
    game.status === 'upcoming' &&
    game.game_datetime > window.from &&
    (!window.to || game.game_datetime < window.to) &&
    (!window.sport || game.sport === window.sport) &&
    (!window.skill_level || game.skill_level === window.skill_level) &&
    (words.length === 0 || matchesWords(game, words));
}

function matchesWords(game: StoredGame, words: string[]) {
  const haystack = [game.title, game.sport.replace(/_/g, ' '), game.custom_sport ?? '', game.location]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
