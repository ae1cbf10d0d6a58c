import { describe, expect, it } from 'vitest';
import { averageAttendance, istMonth, lastMonths, popularSport, refundedFeePaise } from '@shared/rules/host-stats';
import {
  hostAnalyticsSchema,
  hostDashboardSchema,
  hostRequestsPageSchema,
  HOST_DASHBOARD_MESSAGES,
} from '@shared/schemas/host-dashboard';
import { ForbiddenError } from '@functions/platform/errors';
import { createHostDashboardService } from '@functions/hosting/host-dashboard-service';
import { KEEP_AFTER_CHANGE_MS } from '@functions/platform/dynamo/index-lag';
import {
  type CountedGame,
  type DashboardLists,
  type HostStatsStore,
  type HostTotals,
  type MonthMoney,
  TOTAL_FIELDS,
  type TotalField,
  type TotalsDelta,
} from '@functions/hosting/host-stats-ports';
import { createHostStatsService } from '@functions/hosting/host-stats-service';
import type { StoredJoinRequest } from '@functions/joins/ports';
import { fakeClock, fakeProfiles } from '../support/fakes';
import { syntheticRequest } from '../support/join-fixtures';

// The host dashboard's pure rules, and its services over an in-memory store that applies
// each event key once, as the DynamoDB store's marker transaction does.

describe('host-stats rules', () => {
  it('IST months: 18:29 UTC on the last day is still that month, 18:30 is the next', () => {
    expect(istMonth('2026-01-31T18:29:59.999Z')).toBe('2026-01');
    expect(istMonth('2026-01-31T18:30:00.000Z')).toBe('2026-02');
    expect(istMonth('2026-12-31T20:00:00.000Z')).toBe('2027-01');
  });

  it('the last 12 months end with the current IST month and cross the year', () => {
    const months = lastMonths(new Date('2026-03-31T19:00:00.000Z'), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-05');
    expect(months.at(-1)).toBe('2026-04');
  });

  it('a refund gives back the same share of the fee, in whole paise', () => {
    expect(refundedFeePaise(1000, 16000, 16000)).toBe(1000);
    expect(refundedFeePaise(1000, 16000, 8000)).toBe(500);
    expect(refundedFeePaise(333, 1000, 500)).toBe(167);
    expect(refundedFeePaise(0, 16000, 16000)).toBe(0);
    expect(refundedFeePaise(1000, 16000, 99999)).toBe(1000);
  });

  it('average attendance is null before a game finishes; the popular sport breaks ties by the spec list', () => {
    expect(averageAttendance(10, 0)).toBeNull();
    expect(averageAttendance(10, 3)).toBe(3.3);
    expect(popularSport({})).toBeNull();
    expect(popularSport({ cricket: 2, football: 2, run: 1 })).toBe('football');
    expect(popularSport({ cricket: 0, badminton: 1 })).toBe('badminton');
  });
});

/** An in-memory store: ADDs applied once per event key; kept lists with the version rule of the DynamoDB store. */
function memoryStore(
  seed: { games?: CountedGame[]; pending?: StoredJoinRequest[]; nudged?: StoredJoinRequest[] } = {},
) {
  const roles: Record<string, string> = { h1: 'host', p1: 'player' };
  const kept = { version: 0, changedAt: null as string | null, lists: null as DashboardLists | null, listsVersion: -1 };
  const reads = { live: 0 };
  const totals = new Map<string, HostTotals>();
  const months = new Map<string, MonthMoney>();
  const applied = new Set<string>();
  // Every counted total at zero, from the store's own list of totals so a new one starts at zero too.
  const empty = (): HostTotals => ({
    ...(Object.fromEntries(TOTAL_FIELDS.map((field) => [field, 0])) as Record<TotalField, number>),
    sports: {},
  });
  const add = (hostId: string, delta: TotalsDelta) => {
    const t = totals.get(hostId) ?? empty();
    for (const [k, v] of Object.entries(delta))
      if (k !== 'sports') (t as unknown as Record<string, number>)[k] += v as number;
    for (const [s, v] of Object.entries(delta.sports ?? {}))
      t.sports[s as keyof HostTotals['sports']] = (t.sports[s as keyof HostTotals['sports']] ?? 0) + v;
    totals.set(hostId, t);
  };
  const store: HostStatsStore = {
    async applyOnce(key, hostId, delta, month) {
      if (applied.has(key)) return 'duplicate';
      applied.add(key);
      add(hostId, delta);
      if (month) {
        const m = months.get(month.month) ?? { captured_paise: 0, refunded_paise: 0 };
        months.set(month.month, {
          captured_paise: m.captured_paise + month.captured_paise,
          refunded_paise: m.refunded_paise + month.refunded_paise,
        });
      }
      return 'applied';
    },
    async completeGame(key, hostId, gameId) {
      if (applied.has(key)) return 'duplicate';
      applied.add(key);
      add(hostId, {
        completed_games: 1,
        completed_checked_in: seed.games?.find((g) => g.id === gameId)?.checked_in_count ?? 0,
      });
      return 'applied';
    },
    totals: async (hostId) => totals.get(hostId) ?? null,
    months: async () => months,
    latestGames: async () => {
      reads.live++;
      return seed.games ?? [];
    },
    playedGames: async () => (seed.games ?? []).filter((g) => g.status === 'completed'),
    allGames: async () => seed.games ?? [],
    pendingRequests: async (_h, limit, after) => {
      const all = seed.pending ?? [];
      const from = after ? all.findIndex((r) => r.id === after.id) + 1 : 0;
      return all.slice(from, from + limit);
    },
    nudgedRequests: async () => seed.nudged ?? [],
    gameTitles: async (ids) =>
      new Map(ids.map((id) => [id, { title: `Old game ${id}`, game_datetime: '2026-01-01T10:00:00.000Z' }])),
    backfill: async () => true,
    dashboardRead: async (hostId) => ({
      role: roles[hostId] ?? null,
      totals: totals.get(hostId) ?? null,
      kept: {
        version: kept.version,
        changedAt: kept.changedAt,
        lists: kept.listsVersion === kept.version ? structuredClone(kept.lists) : null,
      },
    }),
    keepDashboardLists: async (_hostId, version, lists) => {
      if (version !== kept.version) return false;
      Object.assign(kept, { lists: structuredClone(lists), listsVersion: version });
      return true;
    },
  };
  /** What a transaction recording an event for the host does to the version. */
  const change = (at: string) => Object.assign(kept, { version: kept.version + 1, changedAt: at });
  return { store, totals, months, kept, reads, change };
}

const game = (over: Partial<CountedGame>): CountedGame =>
  ({
    id: 'g1',
    host_id: 'h1',
    title: 'Evening Football',
    sport: 'football',
    status: 'upcoming',
    game_datetime: '2026-11-25T13:00:00.000Z',
    location: 'Koramangala',
    current_players: 4,
    max_players: 10,
    price: 150,
    pending_count: 2,
    checked_in_count: 0,
    ends_at: null,
    ...over,
  }) as CountedGame;

describe('host stats service (consumer side)', () => {
  const deps = (store: HostStatsStore) => ({
    store,
    requests: {
      getById: async () =>
        ({
          amount_due: {
            price: 150,
            fee: 10,
            total: 160,
            amount_paise: 16000,
            currency: 'INR' as const,
            fee_type: 'fixed' as const,
          },
        }) as unknown as StoredJoinRequest,
      byGame: async () => [],
    },
    games: { get: async () => null },
    payments: {
      getPayment: async () => ({
        request_id: 'r1',
        game_id: 'g1',
        user_id: 'p1',
        order_id: 'o1',
        order_seq: 1,
        payment_id: 'pay1',
        paid_amount: 16000,
        paid_at: '2026-11-01T10:00:00.000Z',
        offer_due_at: null,
        offer_lapsed_at: null,
      }),
      getRefund: async () => null,
      paymentsOfGame: async () => [],
    },
  });
  const money = { eventId: 'e1', hostId: 'h1', requestId: 'r1', gameId: 'g1', paymentId: 'pay1', amount: 16000 };

  it('a capture counts once however often it arrives, with its fee, in the month it was paid', async () => {
    const { store, totals, months } = memoryStore();
    const stats = createHostStatsService(deps(store));
    expect(await stats.paymentCaptured(money, '2026-12-01T00:00:00.000Z')).toBe('applied');
    expect(await stats.paymentCaptured(money, '2026-12-01T00:00:00.000Z')).toBe('duplicate');
    expect(totals.get('h1')).toMatchObject({ captured_paise: 16000, fees_paise: 1000 });
    expect(months.get('2026-11')).toEqual({ captured_paise: 16000, refunded_paise: 0 });
  });

  it('a refund of a counted payment takes its share of the fee back; a stray payment’s refund counts nowhere', async () => {
    const { store, totals } = memoryStore();
    const stats = createHostStatsService(deps(store));
    await stats.paymentCaptured(money, '2026-11-01T10:00:00.000Z');
    await stats.refundRequested(
      { ...money, eventId: 'e2', amount: 8000, reason: 'withdrawn' },
      '2026-11-02T10:00:00.000Z',
    );
    await stats.refundRequested(
      { ...money, eventId: 'e3', paymentId: 'pay2', reason: 'duplicate' },
      '2026-11-02T10:00:00.000Z',
    );
    expect(totals.get('h1')).toMatchObject({ captured_paise: 16000, refunded_paise: 8000, fees_paise: 500 });
  });

  it('pending: +1 on a join, -1 on a decision, -1 only when a pending request is withdrawn', async () => {
    const { store, totals } = memoryStore();
    const stats = createHostStatsService(deps(store));
    await stats.joinRequested({ eventId: 'a', hostId: 'h1' });
    await stats.joinRequested({ eventId: 'b', hostId: 'h1' });
    await stats.joinDecided({ eventId: 'c', hostId: 'h1' });
    await stats.joinWithdrawn({ eventId: 'd', hostId: 'h1', previousStatus: 'confirmed' });
    await stats.joinWithdrawn({ eventId: 'e', hostId: 'h1', previousStatus: 'pending' });
    await stats.joinWithdrawn({ eventId: 'e', hostId: 'h1', previousStatus: 'pending' });
    expect(totals.get('h1')?.pending_total).toBe(0);
  });
});

describe('host dashboard service', () => {
  const profiles = fakeProfiles([
    { id: 'h1', role: 'host' },
    { id: 'p1', role: 'player' },
  ]).repository;

  it('players get 403 with a clear message', async () => {
    const service = createHostDashboardService({ store: memoryStore().store, profiles, clock: fakeClock() });
    await expect(service.dashboard('p1')).rejects.toThrow(new ForbiddenError(HOST_DASHBOARD_MESSAGES.hostsOnly));
    await expect(service.analytics('p1')).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('a new host gets zeros and nulls, not an error', async () => {
    const service = createHostDashboardService({ store: memoryStore().store, profiles, clock: fakeClock() });
    const answer = hostDashboardSchema.parse(await service.dashboard('h1'));
    expect(answer).toEqual({
      stats: {
        revenue_paise: 0,
        platform_fees_paise: 0,
        refunded_paise: 0,
        games_hosted: 0,
        completed_games: 0,
        avg_attendance: null,
        popular_sport: null,
      },
      nudged: [],
      games: [],
      pending_requests: [],
      pending_cursor: null,
      pending_total: 0,
    });
  });

  it('maps the kept numbers: revenue net of refunds, titles for requests of older games, no pass codes', async () => {
    const pending = [
      syntheticRequest('g1', 'p1', { id: 'r1', contact_name: 'Rahul', game_pass: 'secret' }),
      syntheticRequest('g-old', 'p2', { id: 'r2', nudge_count: 2, last_nudge_at: '2026-11-20T10:00:00.000Z' }),
    ];
    const { store } = memoryStore({
      games: [
        game({}),
        game({ id: 'g2', status: 'completed', sport: 'cricket', checked_in_count: 7, pending_count: 0 }),
      ],
      pending,
      nudged: [pending[1]!],
    });
    await store.applyOnce('x', 'h1', {
      captured_paise: 32000,
      refunded_paise: 16000,
      fees_paise: 1000,
      games_hosted: 2,
      completed_games: 1,
      completed_checked_in: 7,
      pending_total: 2,
      sports: { football: 1, cricket: 1 },
    });
    const answer = hostDashboardSchema.parse(
      await createHostDashboardService({ store, profiles, clock: fakeClock() }).dashboard('h1'),
    );
    expect(answer.stats).toEqual({
      revenue_paise: 16000,
      platform_fees_paise: 1000,
      refunded_paise: 16000,
      games_hosted: 2,
      completed_games: 1,
      avg_attendance: 7,
      popular_sport: 'football',
    });
    expect(answer.games[0]).toMatchObject({ id: 'g1', pending_count: 2, ends_at: null });
    expect(answer.pending_requests.map((r) => [r.id, r.game_title])).toEqual([
      ['r1', 'Evening Football'],
      ['r2', 'Old game g-old'],
    ]);
    expect(answer.nudged).toEqual([
      {
        request_id: 'r2',
        game_id: 'g-old',
        game_title: 'Old game g-old',
        player_name: 'Player p2',
        nudge_count: 2,
        last_nudge_at: '2026-11-20T10:00:00.000Z',
      },
    ]);
    expect(answer.pending_total).toBe(2);
    expect(JSON.stringify(answer)).not.toContain('secret');
  });

  it("each pending request carries its player's show-up record, read in one batch; a failed read leaves them out", async () => {
    const pending = [syntheticRequest('g1', 'p1', { id: 'r1' }), syntheticRequest('g1', 'p2', { id: 'r2' })];
    const asked: string[][] = [];
    const showUps = {
      records: async (ids: readonly string[]) => {
        asked.push([...ids]);
        return new Map([['p1', { showed_up: 4, no_shows: 1, late_drops: 0 }]]);
      },
    };
    const service = createHostDashboardService({ store: memoryStore({ pending }).store, profiles, clock: fakeClock() });
    const withRecords = createHostDashboardService({
      store: memoryStore({ pending }).store,
      profiles,
      clock: fakeClock(),
      showUps,
    });
    const answer = hostDashboardSchema.parse(await withRecords.dashboard('h1'));
    expect(asked).toEqual([['p1', 'p2']]);
    expect(answer.pending_requests.map((r) => r.show_up)).toEqual([
      { showed_up: 4, no_shows: 1, late_drops: 0 },
      undefined,
    ]);
    expect((await withRecords.requests('h1', undefined)).requests[0]!.show_up).toEqual({
      showed_up: 4,
      no_shows: 1,
      late_drops: 0,
    });
    expect((await service.dashboard('h1')).pending_requests[0]).not.toHaveProperty('show_up');
    const failing = createHostDashboardService({
      store: memoryStore({ pending }).store,
      profiles,
      clock: fakeClock(),
      showUps: { records: () => Promise.reject(new Error('throttled')) },
    });
    expect((await failing.dashboard('h1')).pending_requests.map((r) => r.id)).toEqual(['r1', 'r2']);
  });

  it('the pending badge: the kept total when the list is cut at its limit, the list itself when it is whole', async () => {
    const many = Array.from({ length: 150 }, (_, i) => syntheticRequest('g1', `p${i}`));
    const { store } = memoryStore({ pending: many });
    await store.applyOnce('x', 'h1', { pending_total: 150 });
    expect(
      (await createHostDashboardService({ store, profiles, clock: fakeClock() }).dashboard('h1')).pending_total,
    ).toBe(150);
    const few = memoryStore({ pending: many.slice(0, 3) });
    await few.store.applyOnce('x', 'h1', { pending_total: 4 });
    expect(
      (await createHostDashboardService({ store: few.store, profiles, clock: fakeClock() }).dashboard('h1'))
        .pending_total,
    ).toBe(3);
  });

  it('pages the Requests tab: 20 with the dashboard, then 20 at a time from its cursor, until none is left', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      syntheticRequest('g1', `p${i}`, { id: `r${i}`, created_at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString() }),
    );
    const { store } = memoryStore({ pending: many });
    await store.applyOnce('x', 'h1', { pending_total: 45 });
    const service = createHostDashboardService({ store, profiles, clock: fakeClock() });
    const first = await service.dashboard('h1');
    expect(first.pending_requests.map((r) => r.id)).toEqual(many.slice(0, 20).map((r) => r.id));
    expect(first.pending_total).toBe(45);
    const second = hostRequestsPageSchema.parse(await service.requests('h1', first.pending_cursor!));
    expect(second.requests.map((r) => r.id)).toEqual(many.slice(20, 40).map((r) => r.id));
    const third = await service.requests('h1', second.cursor!);
    expect(third.requests.map((r) => r.id)).toEqual(many.slice(40).map((r) => r.id));
    expect(third.cursor).toBeNull();
    expect(third.requests[0]).toMatchObject({ game_title: 'Old game g1' });
    await expect(service.requests('h1', 'not-a-cursor')).rejects.toThrow('Invalid cursor');
    await expect(service.requests('p1', first.pending_cursor!)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('keeps the lists: the next read is one read, with the totals still fresh', async () => {
    const { store, reads, kept } = memoryStore({ games: [game({})] });
    const service = createHostDashboardService({ store, profiles, clock: fakeClock('2026-11-21T10:00:00.000Z') });
    const first = await service.dashboard('h1');
    expect(reads.live).toBe(1);
    expect(kept.lists?.games.map((g) => g.id)).toEqual(['g1']);
    await store.applyOnce('pay', 'h1', { captured_paise: 5000 });
    const second = await service.dashboard('h1');
    expect(reads.live).toBe(1);
    expect(second.games).toEqual(first.games);
    expect(second.stats.revenue_paise).toBe(5000);
  });

  it('a change moves the version: the next read is live and keeps the new lists', async () => {
    const games = [game({})];
    const { store, reads, change } = memoryStore({ games });
    const service = createHostDashboardService({ store, profiles, clock: fakeClock('2026-11-21T10:00:00.000Z') });
    await service.dashboard('h1');
    games.push(game({ id: 'g2' }));
    change('2026-11-21T09:00:00.000Z');
    expect((await service.dashboard('h1')).games.map((g) => g.id)).toEqual(['g1', 'g2']);
    expect((await service.dashboard('h1')).games.map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(reads.live).toBe(2);
  });

  it('lists read just after a change are not kept (the indexes may lag it): live until it settles', async () => {
    const { store, reads, change, kept } = memoryStore({ games: [game({})] });
    const clock = fakeClock('2026-11-21T10:00:00.000Z');
    const service = createHostDashboardService({ store, profiles, clock });
    change('2026-11-21T09:59:58.000Z');
    await service.dashboard('h1');
    await service.dashboard('h1');
    expect(reads.live).toBe(2);
    expect(kept.lists).toBeNull();
    clock.advance(KEEP_AFTER_CHANGE_MS - 2000);
    await service.dashboard('h1');
    await service.dashboard('h1');
    expect(reads.live).toBe(3);
  });

  it('lists computed while a change lands are not kept over it', async () => {
    const { store, change, kept } = memoryStore({ games: [game({})] });
    const racing = {
      ...store,
      latestGames: async (h: string, n: number) => {
        change('2026-11-21T09:00:00.000Z');
        return store.latestGames(h, n);
      },
    };
    await createHostDashboardService({
      store: racing,
      profiles,
      clock: fakeClock('2026-11-21T10:00:00.000Z'),
    }).dashboard('h1');
    expect(kept.version).toBe(1);
    expect(kept.listsVersion).toBe(-1);
  });

  it('analytics: every one of the last 12 months present, played games oldest first', async () => {
    const { store, months } = memoryStore({
      games: [
        game({ id: 'late', status: 'completed', game_datetime: '2026-11-10T10:00:00.000Z', checked_in_count: 5 }),
        game({ id: 'early', status: 'completed', game_datetime: '2026-10-10T10:00:00.000Z' }),
      ],
    });
    months.set('2026-11', { captured_paise: 50000, refunded_paise: 10000 });
    const answer = hostAnalyticsSchema.parse(
      await createHostDashboardService({ store, profiles, clock: fakeClock('2026-11-21T10:00:00.000Z') }).analytics(
        'h1',
      ),
    );
    expect(answer.revenue_per_month.map((m) => m.month)).toEqual(lastMonths(new Date('2026-11-21T10:00:00.000Z'), 12));
    expect(answer.revenue_per_month.at(-1)).toEqual({ month: '2026-11', revenue_paise: 40000, refunded_paise: 10000 });
    expect(answer.revenue_per_month[0]).toEqual({ month: '2025-12', revenue_paise: 0, refunded_paise: 0 });
    expect(answer.players_per_game.map((g) => g.game_id)).toEqual(['early', 'late']);
    expect(answer.players_per_game[1]).toMatchObject({ confirmed: 4, checked_in: 5, max_players: 10 });
  });
});
