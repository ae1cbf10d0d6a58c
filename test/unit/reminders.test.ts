import { beforeEach, describe, expect, it } from 'vitest';
import { reminderAt, reminderPlan } from '@shared/rules/reminders';
import { reminderPayloadSchema } from '@shared/schemas/reminder';
import {
  createReminderScheduling,
  createReminderSending,
  GAME_REMINDERS,
  hostReminderName,
  playerReminderName,
} from '@functions/notifications/reminder-service';
import type { NotificationRepository } from '@functions/notifications/ports';
import type { StoredGame } from '@functions/games/ports';
import type { StoredJoinRequest } from '@functions/joins/ports';
import type { OneTimeScheduler } from '@functions/platform/scheduler-port';
import { SCHEDULE_TARGETS } from '@functions/platform/schedule-targets';
import { REMINDER_SCHEDULE_EVENTS } from '@functions/notifications/handlers/schedule-reminders';
import { FUNCTIONS } from '@infra/manifest';
import { fakeClock, fakeMailer } from '../support/fakes';
import { fakeGuard } from '../support/join-fakes';
import { syntheticRequest } from '../support/join-fixtures';
import { syntheticGame } from '../support/seed-games';
import { loopbackQueue } from '../support/work-queue-fakes';
import { fanOutTypes } from '@functions/joins/public-request-fan-out';

// Reminders: the pure plan, then the service with in-memory ports and an injected clock:
// which schedules exist after each change, and what firing them sends.
const START = '2026-12-05T13:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('reminder plan', () => {
  const game = { game_datetime: START, status: 'upcoming' as const };
  it('schedules 24 h and 2 h before the start for someone going to an upcoming game', () => {
    expect(reminderAt(START, '24h')).toBe('2026-12-04T13:00:00.000Z');
    expect(reminderAt(START, '2h')).toBe('2026-12-05T11:00:00.000Z');
    expect(reminderPlan(game, true, at('2026-12-01T00:00:00Z'))).toEqual({
      schedule: [
        { window: '24h', at: '2026-12-04T13:00:00.000Z' },
        { window: '2h', at: '2026-12-05T11:00:00.000Z' },
      ],
      remove: [],
    });
  });
  it('never sends a reminder late: only the windows still ahead', () => {
    expect(reminderPlan(game, true, at('2026-12-05T00:00:00Z'))).toEqual({
      schedule: [{ window: '2h', at: '2026-12-05T11:00:00.000Z' }],
      remove: ['24h'],
    });
    expect(reminderPlan(game, true, at('2026-12-05T12:00:00Z'))).toEqual({ schedule: [], remove: ['24h', '2h'] });
  });
  it('removes both for someone not going, a game that is not upcoming, or no game', () => {
    const early = at('2026-12-01T00:00:00Z');
    expect(reminderPlan(game, false, early).schedule).toEqual([]);
    for (const status of ['ongoing', 'completed', 'cancelled'] as const)
      expect(reminderPlan({ ...game, status }, true, early)).toEqual({ schedule: [], remove: ['24h', '2h'] });
    expect(reminderPlan(null, true, early)).toEqual({ schedule: [], remove: ['24h', '2h'] });
  });
});

describe('the consumer is subscribed to exactly the events it handles', () => {
  it('matches the manifest', () => {
    const spec = FUNCTIONS.find((f) => f.name === 'schedule-reminders')!;
    expect([...spec.events!.detailType].sort()).toEqual([...REMINDER_SCHEDULE_EVENTS].sort());
    expect(spec.createsSchedules).toEqual([SCHEDULE_TARGETS.reminder]);
    expect(FUNCTIONS.find((f) => f.name === SCHEDULE_TARGETS.reminder)?.scheduleTarget).toBe(true);
  });
});

function world() {
  const clock = fakeClock('2026-12-01T10:00:00.000Z');
  const games = new Map<string, StoredGame>();
  const requests = new Map<string, StoredJoinRequest>();
  const schedules = new Map<string, { at: string; target: string; payload: Record<string, unknown> }>();
  const scheduler: OneTimeScheduler = {
    upsert: async (name, when, target, payload) =>
      void schedules.set(name, { at: when.toISOString(), target, payload }),
    delete: async (name) => void schedules.delete(name),
  };
  const notes: Parameters<NotificationRepository['add']>[0][] = [];
  const mail = fakeMailer();
  const reads = {
    games: { get: async (id: string) => games.get(id) ?? null },
    requests: {
      get: async (gameId: string, userId: string) =>
        [...requests.values()].find((r) => r.game_id === gameId && r.user_id === userId) ?? null,
    },
    clock,
  };
  const work = loopbackQueue();
  const inStatus = async (gameId: string, status: string, after: string | null, limit: number) => {
    const keyed = [...requests.values()]
      .filter((r) => r.game_id === gameId && r.status === status)
      .map((r) => ({ key: `${r.status}#${r.created_at}#${r.user_id}`, userId: r.user_id }))
      .filter((r) => after === null || r.key > after)
      .sort((a, b) => a.key.localeCompare(b.key));
    const page = keyed.slice(0, limit);
    return { userIds: page.map((r) => r.userId), after: keyed.length > limit ? page[page.length - 1]!.key : null };
  };
  const sending = createReminderSending({
    ...reads,
    profiles: {
      get: async (id) => (id === 'host' ? ({ id, name: 'Priya', email: 'priya@host.test' } as never) : null),
    },
    notifications: { add: async (n) => void notes.push(n) },
    mailer: mail.mailer,
    guard: fakeGuard(),
    // Players here have no profile: their e-mails go to the pool's verified address.
    verifiedEmails: { of: async (id: string) => `${id}@race.test` },
    appUrl: 'https://yaktiv.test',
    // Nobody here has a device for Web Push (test/unit/push.test.ts covers the phones).
    pushDevices: { list: async () => [] },
    events: { record: async () => {} },
  });
  const scheduling = createReminderScheduling({
    ...reads,
    requests: { ...reads.requests, requestsInStatus: inStatus },
    scheduler,
    queue: work.queue,
  });
  const types = fanOutTypes(GAME_REMINDERS);
  const service = {
    ...scheduling,
    ...sending,
    /** The consumer's delivery of a game event, then its queue worked through. */
    async syncGame(gameId: string) {
      await scheduling.syncGame({ eventId: 'e', time: '2026-12-01T10:00:00.000Z' }, gameId);
      await work.drain({
        [types.page]: (page, d) => scheduling.syncGamePage(d, page),
        [types.request]: (one) => scheduling.syncRequest(one.gameId, one.userId),
      });
    },
  };
  const game = { ...syntheticGame('host', { lat: 12.97, lng: 77.59 }, new Date(START), 1), game_datetime: START };
  games.set(game.id, game);
  return { clock, games, requests, schedules, notes, sent: mail.sent, service, game, work };
}

describe('reminder service', () => {
  let w: ReturnType<typeof world>;
  beforeEach(() => {
    w = world();
  });
  const confirmed = (userId: string) => {
    const request = syntheticRequest(w.game.id, userId, { status: 'confirmed', contact_name: `Player ${userId}` });
    w.requests.set(request.id, request);
    return request;
  };
  /** Fires every schedule due by `instant` through the service, as the scheduler would. */
  const fireUntil = async (instant: string) => {
    const due = [...w.schedules].filter(([, s]) => s.at <= instant);
    const outcomes = [];
    for (const [name, s] of due) {
      w.schedules.delete(name);
      outcomes.push(await w.service.send(reminderPayloadSchema.parse(s.payload)));
    }
    return outcomes;
  };

  it('gives a confirmed player and the host both reminders, aimed at the target with the start they were made for', async () => {
    const request = confirmed('asha');
    await w.service.syncGame(w.game.id);
    expect(Object.fromEntries(w.schedules)).toEqual({
      [hostReminderName(w.game.id, '24h')]: {
        at: '2026-12-04T13:00:00.000Z',
        target: SCHEDULE_TARGETS.reminder,
        payload: { gameId: w.game.id, userId: null, window: '24h', game_datetime: START },
      },
      [hostReminderName(w.game.id, '2h')]: {
        at: '2026-12-05T11:00:00.000Z',
        target: SCHEDULE_TARGETS.reminder,
        payload: { gameId: w.game.id, userId: null, window: '2h', game_datetime: START },
      },
      [playerReminderName(request.id, '24h')]: {
        at: '2026-12-04T13:00:00.000Z',
        target: SCHEDULE_TARGETS.reminder,
        payload: { gameId: w.game.id, userId: 'asha', window: '24h', game_datetime: START },
      },
      [playerReminderName(request.id, '2h')]: {
        at: '2026-12-05T11:00:00.000Z',
        target: SCHEDULE_TARGETS.reminder,
        payload: { gameId: w.game.id, userId: 'asha', window: '2h', game_datetime: START },
      },
    });
  });

  it('gives pending and waitlisted players none, and takes a withdrawn player’s away', async () => {
    const pending = syntheticRequest(w.game.id, 'ravi', { status: 'pending' });
    w.requests.set(pending.id, pending);
    await w.service.syncRequest(w.game.id, 'ravi');
    expect(w.schedules.size).toBe(0);
    const request = confirmed('asha');
    await w.service.syncRequest(w.game.id, 'asha');
    expect([...w.schedules.keys()].sort()).toEqual(
      [playerReminderName(request.id, '24h'), playerReminderName(request.id, '2h')].sort(),
    );
    w.requests.set(request.id, { ...request, status: 'withdrawn' });
    await w.service.syncRequest(w.game.id, 'asha');
    expect(w.schedules.size).toBe(0);
  });

  it('sends each reminder once, with the time, the venue and directions, even when it fires twice', async () => {
    confirmed('asha');
    await w.service.syncGame(w.game.id);
    const payloads = [...w.schedules.values()]
      .filter((s) => s.payload.window === '24h')
      .map((s) => reminderPayloadSchema.parse(s.payload));
    expect(await fireUntil('2026-12-04T13:00:00.000Z')).toEqual(['sent', 'sent']);
    for (const payload of payloads) expect(await w.service.send(payload)).toBe('duplicate');
    expect(w.notes.map((n) => [n.userId, n.title]).sort()).toEqual([
      ['asha', `${w.game.title} starts tomorrow`],
      ['host', `${w.game.title} starts tomorrow`],
    ]);
    expect(w.sent.map((m) => m.to).sort()).toEqual(['asha@race.test', 'priya@host.test']);
    const player = w.sent.find((m) => m.to === 'asha@race.test')!;
    expect(player.subject).toBe(`Reminder: ${w.game.title} starts tomorrow`);
    expect(player.text).toContain('05 Dec, 18:30');
    expect(player.text).toContain(w.game.location);
    expect(player.text).toContain(w.game.maps_link);
    expect(await fireUntil('2026-12-05T11:00:00.000Z')).toEqual(['sent', 'sent']);
    expect(w.notes.filter((n) => n.title.endsWith('in 2 hours'))).toHaveLength(2);
  });

  it('moves the reminders with the game; a stale schedule sends nothing', async () => {
    const request = confirmed('asha');
    await w.service.syncGame(w.game.id);
    const stale = reminderPayloadSchema.parse(w.schedules.get(playerReminderName(request.id, '24h'))!.payload);
    const later = '2026-12-06T13:00:00.000Z';
    w.games.set(w.game.id, { ...w.game, game_datetime: later });
    await w.service.syncGame(w.game.id);
    expect(w.schedules.get(playerReminderName(request.id, '24h'))!.at).toBe('2026-12-05T13:00:00.000Z');
    expect(w.schedules.get(hostReminderName(w.game.id, '2h'))!.at).toBe('2026-12-06T11:00:00.000Z');
    expect(w.schedules.size).toBe(4);
    expect(await w.service.send(stale)).toBe('stale');
    expect(w.sent).toHaveLength(0);
  });

  it('deletes every reminder of a cancelled or deleted game, and sends none for it', async () => {
    confirmed('asha');
    await w.service.syncGame(w.game.id);
    const payloads = [...w.schedules.values()].map((s) => reminderPayloadSchema.parse(s.payload));
    w.games.set(w.game.id, { ...w.game, status: 'cancelled' });
    await w.service.syncGame(w.game.id);
    expect(w.schedules.size).toBe(0);
    for (const payload of payloads) expect(await w.service.send(payload)).toBe('stale');
    w.games.delete(w.game.id);
    await w.service.syncGame(w.game.id);
    expect(w.schedules.size).toBe(0);
    expect(w.sent).toHaveLength(0);
  });

  const acceptedToPay = (userId: string, over: Partial<StoredJoinRequest> = {}) => {
    const request = syntheticRequest(w.game.id, userId, {
      status: 'accepted',
      payment_status: 'pending',
      payment_due_at: '2026-12-04T20:00:00.000Z',
      ...over,
    });
    w.requests.set(request.id, request);
    return request;
  };

  it('reminds an accepted player yet to pay to pay, with the pay link, instead of pointing at a pass', async () => {
    const request = acceptedToPay('ravi');
    await w.service.syncGame(w.game.id);
    expect(w.schedules.has(playerReminderName(request.id, '24h'))).toBe(true);
    expect(await fireUntil('2026-12-04T13:00:00.000Z')).toEqual(['sent', 'sent']);
    const bell = w.notes.find((n) => n.userId === 'ravi')!;
    expect(bell.title).toBe(`Payment needed: ${w.game.title} starts tomorrow`);
    // Told as of the moment it is sent (the clock here: 1 Dec), the deadline in India's time.
    expect(bell.body).toBe(
      `Your spot isn't confirmed until you pay. Pay by Sat 5 Dec, 1:30 am IST to confirm it; after that it goes to the next player. 05 Dec, 18:30 at ${w.game.location}.`,
    );
    expect(bell.link).toBe(`/pay/${request.id}`);
    const mail = w.sent.find((m) => m.to === 'ravi@race.test')!;
    expect(mail.subject).toBe(`Payment needed: ${w.game.title} starts tomorrow`);
    expect(mail.text).toContain(`Pay to confirm your spot: https://yaktiv.test/pay/${request.id}`);
    expect(mail.text).not.toContain('game pass');
    // The confirmed player's reminder is unchanged.
    const host = w.notes.find((n) => n.userId === 'host')!;
    expect(host.title).toBe(`${w.game.title} starts tomorrow`);
  });

  it('sends nothing to one whose time to pay ran out, and once paid the reminder points at the pass again', async () => {
    const late = acceptedToPay('ravi', { payment_due_at: '2026-12-01T09:00:00.000Z' });
    await w.service.syncRequest(w.game.id, 'ravi');
    const payload = reminderPayloadSchema.parse(w.schedules.get(playerReminderName(late.id, '24h'))!.payload);
    expect(await w.service.send(payload)).toBe('stale');
    w.requests.set(late.id, { ...late, status: 'confirmed', payment_status: 'paid' });
    expect(await w.service.send(payload)).toBe('sent');
    expect(w.notes[0]!.title).toBe(`${w.game.title} starts tomorrow`);
    expect(w.notes[0]!.link).toBe('/my-requests');
  });

  it('gives a free spot offer (accepted, nothing to pay) no reminders: a short hold', async () => {
    acceptedToPay('ravi', { payment_status: 'not_required' });
    await w.service.syncRequest(w.game.id, 'ravi');
    await w.service.syncGame(w.game.id);
    expect([...w.schedules.keys()].every((name) => name.startsWith('rem-host-'))).toBe(true);
  });

  it('does not send late: a player confirmed 3 hours before gets only the 2-hour reminder', async () => {
    w.clock.advance(new Date('2026-12-05T10:00:00Z').getTime() - w.clock.now().getTime());
    const request = confirmed('asha');
    await w.service.syncRequest(w.game.id, 'asha');
    expect([...w.schedules.keys()]).toEqual([playerReminderName(request.id, '2h')]);
  });
});
