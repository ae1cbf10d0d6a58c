import type { EventDetail } from '@shared/events';
import type { Profile } from '@shared/schemas/profile';
import { spotsAvailable } from '@shared/rules/game-rules';
import { todayInIndia } from '@shared/rules/game-time';
import { announcesOpenSpot } from '@shared/rules/spot-offers';
import {
  spotAlertDistanceKm,
  spotAlertEntries,
  spotAlertsFor,
  subscriberCellsNear,
  withinSpotAlertReach,
} from '@shared/rules/spot-alerts';
import type { Clock } from '../platform/clock';
import type { Cursor } from '../platform/dynamo/query';
import type { Notice, NoticeDelivery } from './notice-delivery';
import { alertTextsIn, spotAlertText } from './alert-texts';
import type { SpotAlertStore, SpotAlertSubscriber } from './spot-alert-ports';

// 'A spot just opened' alerts. Keeping a player's filing in line with their profile (alerts on or
// off, sports, place, radius, a deleted account), and telling the nearby players who asked when a
// spot opens in a game about to start that its waitlist did not take.

/** The profile fields a filing is derived from: a change of any other needs no sync. */
export const SPOT_ALERT_PROFILE_FIELDS = ['spot_alerts', 'spot_alerts_near', 'spot_alerts_km', 'sports', 'city'];

/** Subscribers read for one opening at most: a crowded cell can't make one delivery unbounded. */
export const SUBSCRIBERS_READ_PER_OPENING = 2000;
const SYNC_ATTEMPTS = 3;

interface AlertedGame {
  id: string;
  host_id: string;
  title: string;
  sport: string;
  status: string;
  game_datetime: string;
  price: number;
  max_players: number;
  current_players: number;
  latitude: number | null;
  longitude: number | null;
}

export interface SpotAlertDeps {
  profiles: { get(userId: string): Promise<Profile | null> };
  store: SpotAlertStore;
  games: { get(gameId: string): Promise<AlertedGame | null> };
  requests: { get(gameId: string, userId: string): Promise<unknown | null> };
  deliver: (delivery: NoticeDelivery, notice: Notice) => Promise<void>;
  clock: Clock;
}

const sameEntries = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

export function createSpotAlertService(deps: SpotAlertDeps) {
  const { profiles, store, games, requests, deliver, clock } = deps;

  /**
   * Files the player as their profile says now; a deleted profile forgets them. Re-derived from
   * stored state each time, so a repeat or a late event changes nothing.
   */
  async function sync(userId: string): Promise<'saved' | 'unchanged' | 'stale'> {
    for (let attempt = 0; attempt < SYNC_ATTEMPTS; attempt++) {
      const [profile, read] = await Promise.all([profiles.get(userId), store.registration(userId)]);
      // A deleted account: which games it was alerted about goes too.
      if (!profile) await store.eraseDays(userId);
      // A filing from a newer profile than this read (a replica behind) stays.
      if (profile && read && read.version > profile.updated_at) return 'stale';
      const next = profile ? { entries: spotAlertEntries(profile), version: profile.updated_at } : null;
      if (!read && !next) return 'unchanged';
      if (read && next && sameEntries(read.entries, next.entries)) return 'unchanged';
      if ((await store.replace(userId, read, next)) === 'saved') return 'saved';
    }
    throw new Error(`spot alerts of ${userId}: the filing kept changing`);
  }

  /** Whether this subscriber is one to tell: not the host, within their radius, not already asking to play. */
  async function isToTell(game: AlertedGame, venue: { lat: number; lng: number }, subscriber: SpotAlertSubscriber) {
    if (subscriber.userId === game.host_id || !withinSpotAlertReach(subscriber, venue)) return false;
    return (await requests.get(game.id, subscriber.userId)) === null;
  }

  /** Tells the nearby subscribers of the game's sport, nearest cells first, up to the opening's share. */
  async function spotOpened(e: EventDetail<'SpotOpened.v1'>, delivery: NoticeDelivery) {
    const game = await games.get(e.gameId);
    const now = clock.now();
    // Re-read, not trusted from the event: a late delivery finds the spot taken or the game begun.
    if (game?.status !== 'upcoming' || spotsAvailable(game) === 0) return 'ignored';
    if (!announcesOpenSpot(game.game_datetime, now) || game.latitude == null || game.longitude == null)
      return 'ignored';
    const venue = { lat: game.latitude, lng: game.longitude };
    const share = spotAlertsFor(Math.min(e.spots, spotsAvailable(game)));
    const day = todayInIndia(now);
    let told = 0;
    let read = 0;
    for (const cell of subscriberCellsNear(venue)) {
      let cursor: Cursor | undefined;
      do {
        const page = await store.subscribers(game.sport, cell, cursor);
        read += page.read;
        for (const subscriber of page.subscribers) {
          if (told >= share) return `told ${told}`;
          if (!(await isToTell(game, venue, subscriber))) continue;
          const claim = { userId: subscriber.userId, day, gameId: game.id, eventId: delivery.eventId };
          if ((await store.claimDay(claim)) !== 'claimed') continue;
          await deliver(delivery, noticeFor(game, subscriber, venue, now));
          told++;
        }
        cursor = page.cursor;
        if (read >= SUBSCRIBERS_READ_PER_OPENING) return `told ${told}`;
      } while (cursor);
    }
    return `told ${told}`;
  }

  return { sync, spotOpened };
}
export type SpotAlertService = ReturnType<typeof createSpotAlertService>;

function noticeFor(
  game: AlertedGame,
  subscriber: SpotAlertSubscriber,
  venue: { lat: number; lng: number },
  now: Date,
): Notice {
  const km = spotAlertDistanceKm(subscriber, venue);
  return {
    userId: subscriber.userId,
    link: `/game/${game.id}`,
    words: (speaker) => {
      const text = spotAlertText(speaker, {
        title: game.title,
        startsAt: game.game_datetime,
        price: game.price,
        km,
        now,
      });
      const say = alertTextsIn(speaker.language);
      const firstComes = say('alerts.spot.firstComes');
      return {
        title: text,
        body: firstComes,
        email: { subject: text, lines: [text, firstComes], action: say('alerts.action.openGame') },
      };
    },
  };
}
