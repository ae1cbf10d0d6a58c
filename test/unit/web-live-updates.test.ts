import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { liveEndpoints, reconnectDelayMs } from '@web/lib/realtime/live-socket';
import { applyLiveMessage, pollLiveScreens } from '@web/lib/realtime/live-cache';
import { bellPollMs } from '@web/features/notifications/api/notifications';
import { gameQueryKey } from '@web/lib/games/get-game';
import { myRequestsKey, myRequestKey } from '@web/lib/requests/requests';
import { hostRequestsKey } from '@web/lib/requests/host-requests';
import { arrivalsKey, hostDashboardKey, notificationsKey } from '@web/lib/live-query-keys';
import { hostUpiKey } from '@web/lib/games/host-upi';

describe('the live client', () => {
  it("derives the WebSocket from the Events API's HTTP address, and the host its authorization names", () => {
    expect(liveEndpoints('https://abc123.appsync-api.ap-south-1.amazonaws.com/event')).toEqual({
      socketUrl: 'wss://abc123.appsync-realtime-api.ap-south-1.amazonaws.com/event/realtime',
      host: 'abc123.appsync-api.ap-south-1.amazonaws.com',
    });
    expect(liveEndpoints('http://localhost:4321/local-realtime/event')).toEqual({
      socketUrl: 'ws://localhost:4321/local-realtime/event/realtime',
      host: 'localhost:4321',
    });
  });

  it('backs off 1, 2, 4 … s up to 30 s, with a quarter either way of jitter', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelayMs(attempt, middle))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(reconnectDelayMs(0, () => 0)).toBe(750);
    expect(reconnectDelayMs(9, () => 1)).toBe(37_500);
  });
});

describe('what a live message changes', () => {
  const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  const seeded = () => {
    const client = new QueryClient();
    for (const key of [
      gameQueryKey('g1'),
      myRequestsKey,
      myRequestKey('g1'),
      hostRequestsKey('g1'),
      arrivalsKey('g1'),
      hostDashboardKey,
      notificationsKey,
      hostUpiKey('g1'),
    ])
      client.setQueryData(key, key === gameQueryKey('g1') ? { id: 'g1', current_players: 3, max_players: 10 } : {});
    return client;
  };

  it("patches the game's public numbers in place, reading nothing again", () => {
    const client = seeded();
    applyLiveMessage(client, { kind: 'game', gameId: 'g1', status: 'upcoming', currentPlayers: 4, maxPlayers: 10 });
    expect(client.getQueryData(gameQueryKey('g1'))).toMatchObject({ current_players: 4, status: 'upcoming' });
    expect(stale(client, gameQueryKey('g1'))).toBe(false);
    expect(stale(client, myRequestsKey)).toBe(false);
  });

  it('a cancellation reads the game again, for the reason the message does not carry (called off for rain)', () => {
    const client = seeded();
    applyLiveMessage(client, { kind: 'game', gameId: 'g1', status: 'cancelled', currentPlayers: 4, maxPlayers: 10 });
    expect(client.getQueryData(gameQueryKey('g1'))).toMatchObject({ status: 'cancelled' });
    expect(stale(client, gameQueryKey('g1'))).toBe(true);
  });

  it("a player's message refreshes their requests, not the bell (its own message does)", () => {
    const client = seeded();
    applyLiveMessage(client, { kind: 'my-request', gameId: 'g1', requestId: 'r1', cause: 'JoinDecided.v1' });
    expect(stale(client, myRequestsKey)).toBe(true);
    expect(stale(client, myRequestKey('g1'))).toBe(true);
    expect(stale(client, hostRequestsKey('g1'))).toBe(false);
    expect(stale(client, notificationsKey)).toBe(false);
  });

  it("a host's message refreshes that game's requests, check-ins, the game and the dashboard", () => {
    const client = seeded();
    applyLiveMessage(client, { kind: 'host-game', gameId: 'g1', cause: 'JoinRequested.v1' });
    for (const key of [hostRequestsKey('g1'), arrivalsKey('g1'), gameQueryKey('g1'), hostDashboardKey])
      expect(stale(client, key), JSON.stringify(key)).toBe(true);
    expect(stale(client, myRequestsKey)).toBe(false);
    expect(stale(client, notificationsKey)).toBe(false);
  });

  it("a check-in refreshes the game's check-in list and requests, and nothing the arrival doesn't change", () => {
    const client = seeded();
    applyLiveMessage(client, { kind: 'host-game', gameId: 'g1', cause: 'PlayerCheckedIn.v1' });
    expect(stale(client, arrivalsKey('g1'))).toBe(true);
    expect(stale(client, hostRequestsKey('g1'))).toBe(true);
    for (const key of [gameQueryKey('g1'), hostDashboardKey, notificationsKey])
      expect(stale(client, key), JSON.stringify(key)).toBe(false);
  });

  it('the bell reads itself when it rings, and only then', () => {
    const client = seeded();
    applyLiveMessage(client, { kind: 'bell' });
    expect(stale(client, notificationsKey)).toBe(true);
    for (const key of [myRequestsKey, hostRequestsKey('g1'), gameQueryKey('g1')])
      expect(stale(client, key), JSON.stringify(key)).toBe(false);
  });

  it('the bell polls each minute only while no live connection is open', () => {
    expect(bellPollMs('open')).toBe(false);
    for (const status of ['idle', 'connecting', 'reconnecting'] as const) expect(bellPollMs(status)).toBe(60_000);
  });

  it('the fallback poll refreshes every live screen, games but not what hangs under them', () => {
    const client = seeded();
    pollLiveScreens(client);
    for (const key of [myRequestsKey, hostRequestsKey('g1'), arrivalsKey('g1'), gameQueryKey('g1'), notificationsKey])
      expect(stale(client, key), JSON.stringify(key)).toBe(true);
    expect(stale(client, hostUpiKey('g1'))).toBe(false);
  });
});
