import type { GameSummary, JoinRequestRepository, StoredJoinRequest } from '@functions/joins/ports';
import type { NotificationRepository, StoredNotification } from '@functions/notifications/ports';
import type { OnceGuard, PendingEvent } from '@functions/platform/event-ports';
import type { StoredGame } from '@functions/games/ports';
import type { StoredRefund, StoredRequestPayment } from '@functions/payments/payment-ports';
import { fakeMailer, fakeProfiles } from './fakes';

// In-memory join requests with the DynamoDB adapter's conditions (one per player per game,
// pending-only decisions, capacity on the game, nudge limits, check-in once). Games are the
// fakeGames map, so capacity and the join counter live where the adapter keeps them.
export function fakeJoinRequests(games: Map<string, StoredGame>, joinCounts: Map<string, number> = new Map()) {
  const items = new Map<string, StoredJoinRequest>();
  const pointers = new Map<string, string>();
  const events: PendingEvent[] = [];
  /** Refunds owed (one per payment), shared with fakePayments. */
  const refunds = new Map<string, StoredRefund>();
  /** Each request's payment side by request id, shared with fakePayments: a paid accept sets its deadline. */
  const requestPayments = new Map<string, StoredRequestPayment>();
  const keyOf = (r: { game_id: string; user_id: string }) => `${r.game_id}#${r.user_id}`;
  const clone = <T>(value: T): T => structuredClone(value);
  const stored = (request: StoredJoinRequest) => {
    const now = items.get(keyOf(request));
    return now && now.id === request.id ? now : undefined;
  };
  const hasRoom = (game: StoredGame | undefined) =>
    !!game && game.status === 'upcoming' && game.current_players < game.max_players;

  const repository: JoinRequestRepository = {
    async create(request, now, replacing, pending) {
      const existing = items.get(keyOf(request));
      if (existing && !(replacing && existing.status === 'withdrawn' && existing.id === replacing)) return 'exists';
      const game = games.get(request.game_id);
      if (!game || game.game_datetime <= now || game.host_id === request.user_id || !hasRoom(game))
        return 'game-refused';
      items.set(keyOf(request), clone(request));
      pointers.set(request.id, keyOf(request));
      joinCounts.set(game.id, (joinCounts.get(game.id) ?? 0) + 1);
      events.push(...pending);
      return 'created';
    },
    get: async (gameId, userId) => clone(items.get(`${gameId}#${userId}`) ?? null),
    async getById(id) {
      const request = items.get(pointers.get(id) ?? '');
      return request?.id === id ? clone(request) : null;
    },
    byGame: async (gameId) => [...items.values()].filter((r) => r.game_id === gameId).map(clone),
    async gamePage(gameId, after, limit, only) {
      // Key order, as the table keeps a game's requests: by player id.
      const all = [...items.values()]
        .filter((r) => r.game_id === gameId && (after === null || r.user_id > after))
        .filter((r) => only === undefined || r.status === only)
        .sort((a, b) => (a.user_id < b.user_id ? -1 : 1));
      const requests = all.slice(0, limit).map(clone);
      return { requests, after: all.length > limit ? requests[requests.length - 1]!.user_id : null };
    },
    async requestsInStatus(gameId, status, after, limit) {
      // The index's order: oldest first within the status, then by player.
      const sortKey = (r: StoredJoinRequest) => `${r.status}#${r.created_at}#${r.user_id}`;
      const all = [...items.values()]
        .filter((r) => r.game_id === gameId && r.status === status && (after === null || sortKey(r) > after))
        .sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
      const page = all.slice(0, limit);
      return {
        userIds: page.map((r) => r.user_id),
        after: all.length > limit ? sortKey(page[page.length - 1]!) : null,
      };
    },
    async arrivalCounts(gameId) {
      // What the adapter reads: the game's players, and how many confirmed requests checked in.
      const confirmed = [...items.values()].filter((r) => r.game_id === gameId && r.status === 'confirmed');
      return {
        arrived: confirmed.filter((r) => r.checked_in_at).length,
        expected: games.get(gameId)?.current_players ?? 0,
      };
    },
    byPlayer: async (userId, limit) =>
      [...items.values()]
        .filter((r) => r.user_id === userId)
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice(0, limit)
        .map(clone),
    byPassCode: async (code) => clone([...items.values()].find((r) => r.game_pass === code) ?? null),
    async gameSummaries(ids) {
      const found = new Map<string, GameSummary>();
      for (const id of ids) {
        const g = games.get(id);
        if (g)
          found.set(id, {
            id,
            title: g.title,
            location: g.location,
            game_datetime: g.game_datetime,
            sport: g.sport,
            price: g.price,
            cover_image: g.cover_image,
            status: g.status,
            latitude: g.latitude,
            longitude: g.longitude,
          });
      }
      return found;
    },
    async decide(request, decision, spot, pending) {
      const now = stored(request);
      if (now?.status !== 'pending') return 'not-pending';
      const game = games.get(request.game_id);
      if (spot !== 'none' && !hasRoom(game)) return 'full';
      if (spot === 'take') game!.current_players += 1;
      Object.assign(now, {
        status: decision.status,
        payment_status: decision.payment_status,
        host_message: decision.host_message,
        updated_at: decision.at,
        decided_at: decision.at,
        ...(decision.game_pass ? { game_pass: decision.game_pass } : {}),
        ...(decision.amount_due ? { amount_due: decision.amount_due } : {}),
        ...(decision.payment_due_at ? { payment_due_at: decision.payment_due_at } : {}),
      });
      // As the adapter: the deadline goes on the due list the reconciler lapses, in the same write.
      if (decision.payment_due_at) {
        const { id, game_id, user_id } = now;
        requestPayments.set(id, {
          ...(requestPayments.get(id) ?? {
            request_id: id,
            game_id,
            user_id,
            order_seq: 0,
            payment_id: null,
            paid_amount: null,
            paid_at: null,
            offer_lapsed_at: null,
          }),
          order_id: null,
          offer_due_at: decision.payment_due_at,
        });
      }
      events.push(...pending);
      return 'decided';
    },
    async withdraw(request, at, pending, refund) {
      const now = stored(request);
      if (!now || now.status !== request.status || now.checked_in_at !== request.checked_in_at) return 'changed';
      if (refund && now.payment_status !== 'paid') return 'changed';
      if (refund && refunds.has(refund.payment_id)) throw new Error(`payment ${refund.payment_id} is refunded already`);
      const game = games.get(request.game_id);
      if (game && game.game_datetime <= at) return 'started';
      if (now.status === 'confirmed') game!.current_players -= 1;
      Object.assign(now, { status: 'withdrawn', updated_at: at, ...(refund ? { payment_status: 'refunded' } : {}) });
      if (refund) refunds.set(refund.payment_id, structuredClone(refund));
      events.push(...pending);
      return 'withdrawn';
    },
    async promote(request, at, pending) {
      const now = stored(request);
      if (now?.status !== 'waitlist') return 'changed';
      const game = games.get(request.game_id);
      if (!hasRoom(game) || game!.game_datetime <= at) return 'full';
      game!.current_players += 1;
      Object.assign(now, { status: 'confirmed', updated_at: at, decided_at: at });
      events.push(...pending);
      return 'promoted';
    },
    async nudge(request, at, cutoff, max, pending) {
      const now = stored(request);
      if (
        now?.status !== 'pending' ||
        now.nudge_count >= max ||
        (now.last_nudge_at !== null && now.last_nudge_at > cutoff)
      )
        return false;
      Object.assign(now, { nudge_count: now.nudge_count + 1, last_nudge_at: at, updated_at: at });
      events.push(...pending);
      return true;
    },
    async checkIn(request, at, _hostId, pending) {
      const now = stored(request);
      if (now?.status !== 'confirmed' || now.checked_in_at) return false;
      now.checked_in_at = at;
      events.push(...pending);
      return true;
    },
  };
  return { repository, items, events, joinCounts, refunds, requestPayments };
}

export function fakeNotifications() {
  const items = new Map<string, StoredNotification>();
  const repository: NotificationRepository = {
    async add(n) {
      const key = `${n.userId}#${n.createdAt}#${n.eventId}`;
      if (items.has(key)) return;
      items.set(key, {
        id: `${n.createdAt}#${n.eventId}`,
        user_id: n.userId,
        title: n.title,
        body: n.body,
        link: n.link,
        is_read: false,
        created_at: n.createdAt,
      });
    },
    latest: async (userId, limit) =>
      [...items.values()]
        .filter((n) => n.user_id === userId)
        .sort((a, b) => b.id.localeCompare(a.id))
        .slice(0, limit),
    unreadCount: async (userId, cap) =>
      Math.min(cap, [...items.values()].filter((n) => n.user_id === userId && !n.is_read).length),
    async markRead(userId, ids) {
      for (const n of items.values()) if (n.user_id === userId && (!ids || ids.includes(n.id))) n.is_read = true;
    },
  };
  const of = (userId: string) => [...items.values()].filter((n) => n.user_id === userId);
  return { repository, items, of };
}

/** The idempotency marker in memory: a failed effect frees its key for the retry. */
export function fakeGuard(): OnceGuard {
  const done = new Set<string>();
  return {
    async once(key, effect) {
      if (done.has(key)) return 'duplicate';
      done.add(key);
      try {
        await effect();
        return 'done';
      } catch (error) {
        done.delete(key);
        throw error;
      }
    },
  };
}

/** What a notice notifier needs, in memory, for these profiles: the bell, the e-mails and a guard. */
export function fakeNoticeDeps(profiles: Parameters<typeof fakeProfiles>[0]) {
  const notifications = fakeNotifications();
  const mail = fakeMailer();
  const deps = {
    profiles: fakeProfiles(profiles).repository,
    notifications: notifications.repository,
    mailer: mail.mailer,
    guard: fakeGuard(),
    appUrl: 'https://app.test',
  };
  return { deps, notifications, mail };
}
