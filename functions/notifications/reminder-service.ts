import { getsReminders, REMINDED_STATUSES, reminderPlan, type ReminderWindow } from '@shared/rules/reminders';
import { pushAllowed } from '@shared/rules/push';
import { channelsFor } from '@shared/rules/notification-channels';
import { owesPayment } from '@shared/rules/join-rules';
import type { ReminderPayload } from '@shared/schemas/reminder';
import type { EventDetail } from '@shared/events';
import { SCHEDULE_TARGETS } from '../platform/schedule-targets';
import { joinLoopEmail } from './emails/join-emails';
import { speakerFor } from './texts';
import type { Clock } from '../platform/clock';
import type { GameRepository, StoredGame } from '@functions/games';
import type { JoinRequestRepository } from '@functions/joins';
import type { Mailer } from '../platform/messaging-ports';
import type { NotificationRepository, ReminderEvents } from './ports';
import type { PushSubscriptionStore } from './push-ports';
import { reminderKey } from './notice-words';
import { alertTextsIn, reminderText } from './alert-texts';
import type { OnceGuard } from '../platform/event-ports';
import type { ProfileRepository, VerifiedEmails } from '@functions/accounts';
import type { OneTimeScheduler } from '../platform/scheduler-port';
import type { WorkQueue } from '../platform/events/work-queue';
import { fanOutPage, firstPage, type RequestPageWork } from '@functions/joins/public-request-fan-out';

/** 'muted': the person turned reminders (or every channel) off, so nothing went out. */
export type ReminderOutcome = 'sent' | 'duplicate' | 'stale' | 'muted';

/** One schedule per person and window: a moved game's reminder is moved, not duplicated. */
export const playerReminderName = (requestId: string, window: ReminderWindow) => `rem-${requestId}-${window}`;
export const hostReminderName = (gameId: string, window: ReminderWindow) => `rem-host-${gameId}-${window}`;

interface ReminderReads {
  games: Pick<GameRepository, 'get'>;
  requests: Pick<JoinRequestRepository, 'get'>;
  clock: Clock;
}
/** What keeps the schedules in line (the consumer): no mail, so its bundle carries none. */
export interface ReminderSchedulingDeps extends ReminderReads {
  requests: Pick<JoinRequestRepository, 'get' | 'requestsInStatus'>;
  scheduler: OneTimeScheduler;
  /** The consumer's own queue: a game's players' reminders follow it one message per player. */
  queue: WorkQueue;
}

/** The work a game's players' reminders fan out as (the scheduling consumer's queue). */
export const GAME_REMINDERS = 'GameReminders';
/** What sends a reminder (the schedules' target). */
export interface ReminderSendingDeps extends ReminderReads {
  profiles: Pick<ProfileRepository, 'get'>;
  /** Where a person's e-mails go when their profile has no address (social sign-ins). */
  verifiedEmails: VerifiedEmails;
  notifications: Pick<NotificationRepository, 'add'>;
  mailer: Mailer;
  guard: OnceGuard;
  /** The app's origin, for links in e-mails. */
  appUrl: string;
  /** Whether the person has a device for Web Push: only then is a reminder recorded for the push consumer. */
  pushDevices: Pick<PushSubscriptionStore, 'list'>;
  /** Where a reminder for someone's phones is recorded (the push consumer sends it). */
  events: ReminderEvents;
}

// Reminders (docs/decisions/028): each confirmed player, each accepted player who has yet to pay
// (asked to, with the pay link) and the host get a reminder 24 h and 2 h before the start, through
// one-time schedules kept in line with the request and the game by a consumer of their events. The
// target re-reads both and sends only while the person is still going to the game as scheduled (or,
// yet to pay, still may), once per person, window and start however often it fires.
export function createReminderScheduling(deps: ReminderSchedulingDeps) {
  const { games, requests, scheduler, clock } = deps;
  const fanOut = { requests, queue: deps.queue };

  async function syncPerson(
    game: StoredGame | null,
    gameId: string,
    who: { userId: string | null; name: (w: ReminderWindow) => string },
    going: boolean,
  ) {
    const plan = reminderPlan(game, going, clock.now());
    await Promise.all([
      ...plan.schedule.map(({ window, at }) => {
        const payload: ReminderPayload = { gameId, userId: who.userId, window, game_datetime: game!.game_datetime };
        return scheduler.upsert(who.name(window), new Date(at), SCHEDULE_TARGETS.reminder, payload);
      }),
      ...plan.remove.map((window) => scheduler.delete(who.name(window))),
    ]);
  }

  const playerSchedules = (requestId: string, userId: string) => ({
    userId,
    name: (w: ReminderWindow) => playerReminderName(requestId, w),
  });

  /** A player's request changed (decided, paid, promoted, withdrawn, lapsed): their reminders follow it. */
  async function syncRequest(gameId: string, userId: string): Promise<void> {
    const [game, request] = await Promise.all([games.get(gameId), requests.get(gameId, userId)]);
    if (!request) return;
    await syncPerson(game, gameId, playerSchedules(request.id, userId), getsReminders(request));
  }

  /**
   * The game was created, moved, cancelled or deleted: the host's reminders follow it here, and
   * every reminded player's (confirmed, or accepted and yet to pay) through one message each on
   * this consumer's queue (syncRequest), a page at a time. The others' reminders went when they left.
   */
  async function syncGame(delivery: { eventId: string; time: string }, gameId: string): Promise<void> {
    const game = await games.get(gameId);
    await syncPerson(game, gameId, { userId: null, name: (w) => hostReminderName(gameId, w) }, true);
    if (game) await fanOutPage(fanOut, GAME_REMINDERS, firstPage(gameId, REMINDED_STATUSES, {}), delivery);
  }

  /** The next page of a game's reminded players. */
  const syncGamePage = (delivery: { eventId: string; time: string }, page: RequestPageWork) =>
    fanOutPage(fanOut, GAME_REMINDERS, page, delivery);

  return { syncRequest, syncGame, syncGamePage };
}

export function createReminderSending(deps: ReminderSendingDeps) {
  const { games, requests, profiles, notifications, mailer, guard, clock, appUrl } = deps;

  // Reminders off silences the phone too; otherwise the push follows its own switch.
  const reach = (profile: Awaited<ReturnType<typeof profiles.get>>) => {
    const channels = channelsFor(profile, 'reminder');
    return { ...channels, push: profile?.notify_reminders !== false && pushAllowed(profile, 'push_reminders') };
  };

  async function recipient(game: StoredGame, userId: string | null) {
    if (userId === null) {
      const profile = await profiles.get(game.host_id);
      return {
        userId: game.host_id,
        name: profile?.name ?? null,
        email: profile?.email ?? null,
        link: `/game/${game.id}/manage`,
        channels: reach(profile),
        speaker: speakerFor(profile),
        payment: null,
      };
    }
    const request = await requests.get(game.id, userId);
    if (!request || !getsReminders(request)) return null;
    const dueAt = request.payment_due_at ?? null;
    const unpaid = owesPayment(request);
    // Past the deadline the pay page refuses the payment and the reconciler is releasing the spot.
    if (unpaid && dueAt && dueAt <= clock.now().toISOString()) return null;
    // The account's own address, never the contact e-mail typed into the join form (anyone's).
    const profile = await profiles.get(userId);
    return {
      userId,
      name: request.contact_name,
      email: profile?.email ?? null,
      link: unpaid ? `/pay/${request.id}` : '/my-requests',
      channels: reach(profile),
      speaker: speakerFor(profile),
      payment: unpaid ? { requestId: request.id, dueAt } : null,
    };
  }

  /**
   * The reminder's event for the push consumer, for a person with a device for it: most have none,
   * and an event for them would cost a write, a publish and a delivery that push nothing.
   */
  async function recordForPhones(
    game: StoredGame,
    person: { userId: string; payment: EventDetail<'ReminderSent.v1'>['payment'] },
    toHost: boolean,
    window: ReminderWindow,
  ) {
    const { userId, payment } = person;
    if ((await deps.pushDevices.list(userId)).length === 0) return;
    const { title, game_datetime, location } = game;
    const at = clock.now().toISOString();
    await deps.events.record(
      [
        {
          name: 'ReminderSent.v1',
          detail: { gameId: game.id, userId, toHost, title, game_datetime, location, window, payment },
        },
      ],
      at,
    );
  }

  /** A reminder schedule fired. */
  async function send(reminder: ReminderPayload): Promise<ReminderOutcome> {
    const game = await games.get(reminder.gameId);
    if (game?.status !== 'upcoming' || game.game_datetime !== reminder.game_datetime) return 'stale';
    const person = await recipient(game, reminder.userId);
    if (!person) return 'stale';
    const { channels } = person;
    if (!channels.inApp && !channels.email && !channels.push) return 'muted';
    const owed = person.payment;
    // In the person's own language: the bell keeps the words as written.
    const { say } = person.speaker;
    const alertSay = alertTextsIn(person.speaker.language);
    const { title, body, starts } = reminderText(
      person.speaker,
      game,
      reminder.window,
      owed && { dueAt: owed.dueAt, now: clock.now() },
    );
    const eventId = reminderKey({ ...reminder, gameId: game.id, userId: person.userId });
    const outcome = await guard.once(eventId, async () => {
      if (channels.inApp)
        await notifications.add({
          userId: person.userId,
          eventId,
          createdAt: clock.now().toISOString(),
          title,
          body,
          link: person.link,
        });
      // Before the e-mail: a retry after a failed e-mail may record it again, and the push
      // consumer pushes a reminder once by its key, whatever the event.
      if (channels.push) await recordForPhones(game, person, reminder.userId === null, reminder.window);
      if (!channels.email) return;
      const to = person.email || (await deps.verifiedEmails.of(person.userId));
      if (!to) return;
      await mailer.send(
        joinLoopEmail(person.speaker, {
          to,
          name: person.name,
          subject: owed ? title : alertSay('alerts.reminder.subject', { title }),
          lines: [`${starts}: ${body}`, say('emails.plan.directions', { url: game.maps_link })],
          action: {
            label:
              reminder.userId === null
                ? alertSay('alerts.action.players')
                : say(owed ? 'notices.action.pay' : 'notices.action.pass'),
            url: `${appUrl}${person.link}`,
          },
        }),
      );
    });
    return outcome === 'done' ? 'sent' : 'duplicate';
  }

  return { send };
}
