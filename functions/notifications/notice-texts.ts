import { BRAND } from '@shared/constants';
import type { EventDetail } from '@shared/events';
import { formatPaise } from '@shared/rules/payment-rules';
import { whenIn } from '@shared/i18n/format';
import type { Speaker } from './texts';

// The join loop's notices in the reader's language: the bell and the e-mail say them
// (join-notifier.ts), and a push to their phone says the same (push-messages.ts).

/** The host's decision on a player's request. */
export function decisionText(s: Speaker, e: EventDetail<'JoinDecided.v1'>, now: Date) {
  const { say } = s;
  if (e.action === 'accept' && e.paymentRequired)
    return {
      title: say('notices.decision.payTitle'),
      body: e.paymentDueAt
        ? say('notices.decision.payBy', { title: e.title, when: whenIn(s.language, e.paymentDueAt, now) })
        : say('notices.decision.pay', { title: e.title }),
    };
  if (e.action === 'accept')
    return { title: say('notices.decision.acceptedTitle'), body: say('notices.decision.accepted', { title: e.title }) };
  if (e.action === 'waitlist')
    return { title: say('notices.decision.waitlistTitle'), body: say('notices.decision.waitlist', { title: e.title }) };
  return { title: say('notices.decision.declinedTitle'), body: say('notices.decision.declined', { title: e.title }) };
}

/** A called-off game (a cancelled game can no longer move: the event's start is the game's). */
export const cancellationText = (s: Speaker, e: EventDetail<'GameCancelled.v1'>) =>
  e.by === 'moderators'
    ? s.say('notices.cancelled.byModerators', { title: e.title, when: s.when(e.game_datetime), brand: BRAND.name })
    : s.say('notices.cancelled.byHost', { title: e.title, when: s.when(e.game_datetime) });

/** A player who was waiting gets the spot. */
export const promotedText = (s: Speaker, title: string) => s.say('notices.promoted.body', { title });

/** A host's player nudges them about a request still unanswered. */
export const nudgeText = (s: Speaker, e: EventDetail<'HostNudged.v1'>) =>
  s.say('notices.nudge.body', { player: e.playerName, title: e.title, count: e.nudgeCount });

/** A spot offered to a waiting player, held until a time. */
export function offerText(s: Speaker, e: EventDetail<'PaymentOffered.v1'>) {
  const key = e.amount <= 0 ? 'notices.offer.free' : 'notices.offer.paid';
  return { title: s.say('notices.offer.title'), body: s.say(key, offerValues(s, e)) };
}

/** What an offer's words are filled with: the game, until when it is held, what it costs. */
export const offerValues = (s: Speaker, e: EventDetail<'PaymentOffered.v1'>) => ({
  title: e.title,
  until: s.when(e.dueAt),
  amount: formatPaise(e.amount),
});

/** What the player the host removed reads (decision 066): what happened, and their money. */
export function removedText(s: Speaker, e: EventDetail<'PlayerRemoved.v1'>, gameStart: string | null | undefined) {
  const body = [
    s.say('notices.removed.body', { title: e.title, when: s.when(gameStart) }),
    ...(e.refundAmount > 0 ? [s.say('notices.removed.refund', { amount: formatPaise(e.refundAmount) })] : []),
    ...(e.hostMessage ? [s.say('notices.hostMessage', { message: e.hostMessage })] : []),
  ].join(' ');
  return { title: s.say('notices.removed.title'), body, subject: s.say('notices.removed.subject', { title: e.title }) };
}
