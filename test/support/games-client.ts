import { randomUUID } from 'node:crypto';
import { indiaDateAndTime, todayInIndia } from '@shared/rules/game-time';
import { DEMO_PASSWORD } from '@infra/local/seed/demo-accounts';
import { signInLocal } from './local-auth';

// Helpers for the games integration tests: JSON calls, sign-in, unique game bodies, polling.
export function apiClient(base: string) {
  const call = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const token = async (email: string) => (await signInLocal(base, email, DEMO_PASSWORD)).AccessToken;
  return { call, token };
}

/** A date `days` after today in IST (YYYY-MM-DD). */
export function inDays(days: number): string {
  const date = new Date(`${todayInIndia()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The IST date and time `minutes` from now, rounded up to the minute. */
export function minutesFromNow(minutes: number) {
  return indiaDateAndTime(new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000).toISOString());
}

/** A game's date and time an hour from now: its check-in is open (from three hours before the start). */
export function startingSoon() {
  const { date, time } = minutesFromNow(60);
  return { game_date: date, game_time: time };
}

export const uniqueTag = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

export function gameBody(over: Record<string, unknown> = {}) {
  return {
    title: `Integration Football ${uniqueTag()}`,
    sport: 'football',
    location: 'Koramangala 5th Block, Bengaluru',
    maps_link: 'https://www.google.com/maps?q=12.9352,77.6245',
    game_date: inDays(3),
    game_time: '10:00',
    max_players: 10,
    price: 150,
    ...over,
  };
}

/** Polls until `check` returns a value (not undefined/false), or fails after `ms`. */
export async function until<T>(
  check: () => Promise<T | undefined | false>,
  ms = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Reads until what it reads passes `check`, and answers that; fails after `ms`. */
export const untilRead = <T>(read: () => Promise<T>, check: (value: T) => boolean, ms: number, what: string) =>
  until(
    async () => {
      const value = await read();
      return check(value) ? value : undefined;
    },
    ms,
    what,
  );

/**
 * Waits until the table stream has carried an event naming `gameId`. The stream keeps order, so
 * everything written before that game has come through too.
 */
export const streamCaughtUp = (base: string, gameId: string) =>
  until(
    async () => {
      const { events } = (await (await fetch(`${base}/dev/events`)).json()) as {
        events: { detail: { gameId?: string } }[];
      };
      return events.some((e) => e.detail.gameId === gameId);
    },
    55_000,
    'the table stream to catch up',
  );

/** The refunds the local Razorpay stand-in records for a payment, once there are any. */
export const refundsOf = (standInApi: (path: string) => Promise<unknown>, paymentId: string, what: string) =>
  until(
    async () => {
      const list = (await standInApi(`/payments/${paymentId}/refunds`)) as { items: { amount: number }[] };
      return list.items.length ? list.items : undefined;
    },
    20_000,
    what,
  );
