import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SCHEDULE_TARGETS } from '@functions/platform/schedule-targets';
import { hostReminderName, playerReminderName } from '@functions/notifications/reminder-service';
import { reminderAt } from '@shared/rules/reminders';
import { acceptedJoin } from '../support/accepted-join';
import { payAccepted } from '../support/paid-join';
import { devSchedules } from '../support/dev-schedules';
import { outboxTo } from '../support/dev-outbox';
import { apiClient, gameBody, inDays, uniqueTag, until } from '../support/games-client';
import { signInDemo } from '../support/demo-tokens';

// Reminders through the local stack: accepting a player gives them and the host a
// reminder 24 h and 2 h before the start as one-time schedules; the test drives the local
// scheduler's clock (POST /dev/schedules?until=) and reads the outbox and the bell. Moving the game
// moves them; withdrawing removes the player's.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const RUN = uniqueTag();
const contactEmail = `rahul.${RUN}@players.test`;
// Reminders go to the account's verified address, not the contact e-mail typed into the join form.
const playerEmail = 'rahul@demo.yaktiv.test';

let priya: string;
let rahul: string;
beforeAll(async () => {
  [priya, rahul] = await signInDemo(base, ['priya', 'rahul']);
});

const { schedulesWith, schedulesWhen, fireUntil } = devSchedules(base);
const mailsTo = async (to: string, subject: string) =>
  (await outboxTo(base, to)).filter((m) => m.subject?.includes(subject));

async function confirmedPlayer() {
  const created = await call('/api/games', {
    method: 'POST',
    token: priya,
    body: gameBody({ price: 0, game_date: inDays(4) }),
  });
  expect(created.status).toBe(201);
  const game = created.body as { id: string; title: string; game_datetime: string; location: string };
  const join = { contactInfo: { name: 'Rahul Test', email: contactEmail, phone: '9876543210' } };
  const requestId = await acceptedJoin(call, game.id, { player: rahul, host: priya }, join);
  return { game, requestId };
}

describe('game reminders', () => {
  it('reminds the confirmed player and the host 24 h and 2 h before, once each, with the venue', async () => {
    const { game, requestId } = await confirmedPlayer();
    const player = await schedulesWhen(`rem-${requestId}-`, (l) => l.length === 2, "the player's reminders");
    expect(player.map(({ name, at, target }) => ({ name, at, target }))).toEqual([
      {
        name: playerReminderName(requestId, '24h'),
        at: reminderAt(game.game_datetime, '24h'),
        target: SCHEDULE_TARGETS.reminder,
      },
      {
        name: playerReminderName(requestId, '2h'),
        at: reminderAt(game.game_datetime, '2h'),
        target: SCHEDULE_TARGETS.reminder,
      },
    ]);
    const host = await schedulesWhen(`rem-host-${game.id}-`, (l) => l.length === 2, "the host's reminders");
    expect(host.map((s) => s.name)).toEqual([hostReminderName(game.id, '24h'), hostReminderName(game.id, '2h')]);

    // A minute early nothing goes; at the moment, the 24-hour reminder goes to both.
    const early = new Date(new Date(reminderAt(game.game_datetime, '24h')).getTime() - 60_000).toISOString();
    expect(await fireUntil(`rem-${requestId}-`, early)).toEqual([]);
    const fired = [
      ...(await fireUntil(`rem-${requestId}-`, reminderAt(game.game_datetime, '24h'))),
      ...(await fireUntil(`rem-host-${game.id}-`, reminderAt(game.game_datetime, '24h'))),
    ];
    expect(fired.map((f) => [f.name, f.ok, f.result.outcome])).toEqual([
      [playerReminderName(requestId, '24h'), true, 'sent'],
      [hostReminderName(game.id, '24h'), true, 'sent'],
    ]);
    const mail = await until(
      async () => (await mailsTo(playerEmail, `Reminder: ${game.title} starts tomorrow`))[0],
      10_000,
      'the reminder e-mail',
    );
    expect(mail.text).toContain(game.location);
    expect(mail.text).toContain('https://www.google.com/maps?q=12.9352,77.6245');
    const bell = await call('/api/notifications', { token: rahul });
    expect(bell.body.notifications).toContainEqual(
      expect.objectContaining({ title: `${game.title} starts tomorrow`, link: '/my-requests' }),
    );
    expect(await mailsTo('priya@demo.yaktiv.test', `Reminder: ${game.title} starts tomorrow`)).toHaveLength(1);

    // Fired again (the test's clock is simulated, so a late game event may schedule the window anew,
    // as a redelivered schedule would fire twice): nothing more is sent, the one e-mail stays one.
    const again = await fireUntil(`rem-${requestId}-24h`, reminderAt(game.game_datetime, '24h'));
    expect(again.map((f) => f.result.outcome).filter((outcome) => outcome !== 'duplicate')).toEqual([]);
    expect(await mailsTo(playerEmail, `Reminder: ${game.title} starts tomorrow`)).toHaveLength(1);
  });

  it('moves the reminders when the game moves, and removes the player’s when they withdraw', async () => {
    const { game, requestId } = await confirmedPlayer();
    await schedulesWhen(`rem-${requestId}-`, (l) => l.length === 2, "the player's reminders");
    const moved = await call(`/api/games/${game.id}`, {
      method: 'PUT',
      token: priya,
      body: gameBody({ title: game.title, price: 0, game_date: inDays(6) }),
    });
    expect(moved.status).toBe(200);
    const start = moved.body.game_datetime as string;
    await schedulesWhen(
      `rem-${requestId}-`,
      (l) => l.length === 2 && l[0]!.at === reminderAt(start, '24h') && l[1]!.at === reminderAt(start, '2h'),
      'moved player reminders',
    );
    await schedulesWhen(
      `rem-host-${game.id}-`,
      (l) => l.length === 2 && l[0]!.at === reminderAt(start, '24h'),
      'moved host reminders',
    );

    expect((await call(`/api/requests/${requestId}/withdraw`, { method: 'POST', token: rahul })).status).toBe(200);
    await schedulesWhen(`rem-${requestId}-`, (l) => l.length === 0, 'the player’s reminders removed');
    expect(await schedulesWith(`rem-host-${game.id}-`)).toHaveLength(2);
  });

  it('asks an accepted player yet to pay to pay, with the pay link; once paid, the next reminder is the usual one', async () => {
    const created = await call('/api/games', {
      method: 'POST',
      token: priya,
      body: gameBody({ price: 150, game_date: inDays(4) }),
    });
    expect(created.status).toBe(201);
    const game = created.body as { id: string; title: string; game_datetime: string };
    const join = { contactInfo: { name: 'Rahul Test', email: contactEmail, phone: '9876543210' } };
    const requestId = await acceptedJoin(call, game.id, { player: rahul, host: priya }, join);
    await schedulesWhen(`rem-${requestId}-`, (l) => l.length === 2, 'the unpaid player’s reminders');

    const fired = await fireUntil(`rem-${requestId}-`, reminderAt(game.game_datetime, '24h'));
    expect(fired.map((f) => f.result.outcome)).toEqual(['sent']);
    const title = `Payment needed: ${game.title} starts tomorrow`;
    const mail = await until(async () => (await mailsTo(playerEmail, title))[0], 10_000, 'the pay reminder e-mail');
    expect(mail.text).toContain(`/pay/${requestId}`);
    expect(mail.text).toContain("Your spot isn't confirmed until you pay.");
    expect(mail.text).not.toContain('game pass');
    const bell = await call('/api/notifications', { token: rahul });
    expect(bell.body.notifications).toContainEqual(expect.objectContaining({ title, link: `/pay/${requestId}` }));

    await payAccepted(base, call, requestId, rahul);
    // The payment makes the schedules match the request again (the test's clock is simulated, so
    // the 24-hour one comes back): that reminder was told already, the 2-hour one is the usual one.
    await schedulesWhen(`rem-${requestId}-`, (l) => l.length === 2, 'the paid player’s reminders');
    const later = await fireUntil(`rem-${requestId}-`, reminderAt(game.game_datetime, '2h'));
    expect(later.map((f) => f.result.outcome)).toEqual(['duplicate', 'sent']);
    const usual = await until(
      async () => (await mailsTo(playerEmail, `Reminder: ${game.title} starts in 2 hours`))[0],
      10_000,
      'the paid player’s reminder e-mail',
    );
    expect(usual.text).toContain('See your game pass');
  });
});
