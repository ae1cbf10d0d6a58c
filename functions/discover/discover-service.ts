import { queryWords } from '@shared/rules/game-rules';
import { LIMITS } from '@shared/constants';
import type { DiscoverQuery, FeaturedQuery, Game } from '@shared/schemas/game';
import type { LatLng } from '@shared/rules/maps-link';
import { coverFor, distanceKm } from '@shared/rules/geo';
import { cellReach } from '@shared/rules/discover-cell';
import { dateRangeBounds } from '@shared/rules/game-time';
import { decodeGameCursor, encodeGameCursor } from './game-cursor';
import { hostCardsOf, type StoredGame } from '@functions/games';
import type { Clock } from '../platform/clock';
import type { GameListing, GamePage, GamePosition, GameWindow } from './ports';

/** A page of games for the API, and what it cost the store (the bench prints it beside the count). */
export interface GameList {
  games: Game[];
  nextCursor: string | null;
  itemsRead: number;
}

// Browsing games: Discover's pages and Home's featured games. The game service offers both as its own.
export function createDiscoverService(deps: { games: GameListing; clock: Clock }) {
  const { games, clock } = deps;

  /**
   * Discover: upcoming games with a future start, soonest first, a page at a time. With a
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
      free: query.price === 'free' || undefined,
    };
    const after = decodeGameCursor(query.cursor);
    if (query.cell) {
      // Shared by everyone in the cell: read around its centre far enough for any point of it, and
      // leave the distances (and the radius's exact edge) to the client, which knows its point.
      const { centre, radiusKm } = cellReach(query.cell, query.radius_km);
      return list(window, query.limit, after, { point: centre, radiusKm, distances: false }, query.q);
    }
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
    near: { point: LatLng; radiusKm: number; distances?: false } | null,
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
    const hosts = await hostCardsOf(games, page.games, page.hosts ?? new Map());
    const shown = page.games.map((game): Game => {
      const listed: Game = { ...game, host: hosts.get(game.host_id) ?? null, host_upi_id: null };
      if (near && near.distances !== false)
        listed.distance_km =
          Math.round(distanceKm(near.point, { lat: game.latitude!, lng: game.longitude! }) * 10) / 10;
      return listed;
    });
    return { games: shown, nextCursor: encodeGameCursor(page.next), itemsRead: page.read };
  }

  return { discover, featured };
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
    (!window.free || game.price === 0) &&
    (words.length === 0 || matchesWords(game, words));
}

function matchesWords(game: StoredGame, words: string[]) {
  const haystack = [game.title, game.sport.replace(/_/g, ' '), game.custom_sport ?? '', game.location]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
