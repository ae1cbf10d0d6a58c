import { BRAND } from '@shared/constants';
import type { EventDetail } from '@shared/events';
import { reminderWhen, type ReminderWindow } from '@shared/rules/reminders';
import { gameWhen, payBy } from './emails/join-emails';

// The words of notices that reach a person on more than one channel: the bell and the e-mail say
// them (join-notifier.ts), and a push to their phone says the same (push-messages.ts).

/** What a player hears of the host's decision on their request. */
export function decisionWords(e: EventDetail<'JoinDecided.v1'>, now: Date): { title: string; body: string } {
  if (e.action === 'accept' && e.paymentRequired)
    return {
      title: 'Payment needed to confirm your spot',
      body: e.paymentDueAt
        ? `The host accepted you for ${e.title}. ${payBy(e.paymentDueAt, now)} to confirm your spot; after that it goes to the next player.`
        : `The host accepted you for ${e.title}. Pay to confirm your spot.`,
    };
  if (e.action === 'accept')
    return { title: 'Request accepted', body: `You're confirmed for ${e.title}. Your game pass is ready.` };
  if (e.action === 'waitlist')
    return {
      title: "You're on the waitlist",
      body: `The host put you on the waitlist for ${e.title}. Your game pass is ready in My Game Requests.`,
    };
  return { title: 'Request declined', body: `The host declined your request to join ${e.title}.` };
}

/** What a player of a called-off game hears (a cancelled game can no longer move: the event's start is the game's). */
export function cancellationBody(e: EventDetail<'GameCancelled.v1'>): string {
  const by = e.by === 'moderators' ? `was taken down by ${BRAND.name}'s moderators` : 'was cancelled by the host';
  return `${e.title} (${gameWhen(e.game_datetime)}) ${by}.`;
}

/** A player who was waiting gets the spot. */
export const promotedBody = (title: string) =>
  `A spot opened up in ${title}: you're confirmed. Your game pass is ready.`;

/** A host's player nudges them about a request still unanswered. */
export const nudgeBody = (e: EventDetail<'HostNudged.v1'>) =>
  `${e.playerName} is waiting for your answer about ${e.title} (nudge ${e.nudgeCount}/3).`;

/** A player accepted who has yet to pay: until when they can (null on requests older than deadlines), told as of `now`. */
export interface PaymentStillDue {
  dueAt: string | null;
  now: Date;
}

/** A game's reminder: the bell, the e-mail and the push say it alike; one who has yet to pay is asked to. */
export function reminderWords(
  game: { title: string; game_datetime: string; location: string },
  window: ReminderWindow,
  payment: PaymentStillDue | null = null,
): { title: string; body: string } {
  const when = `${gameWhen(game.game_datetime)} at ${game.location}.`;
  if (!payment) return { title: `${game.title} starts ${reminderWhen(window)}`, body: when };
  const pay = payment.dueAt
    ? `${payBy(payment.dueAt, payment.now)} to confirm it; after that it goes to the next player.`
    : 'Pay to confirm it.';
  return {
    title: `Payment needed: ${game.title} starts ${reminderWhen(window)}`,
    body: `Your spot isn't confirmed until you pay. ${pay} ${when}`,
  };
}

/**
 * One reminder: a person, a game, a window and the start it was for. A reminder fired twice has
 * the same key, so it is told once on each channel.
 */
export const reminderKey = (r: { gameId: string; userId: string; window: ReminderWindow; game_datetime: string }) =>
  `reminder-${r.gameId}-${r.userId}-${r.window}-${r.game_datetime}`;
