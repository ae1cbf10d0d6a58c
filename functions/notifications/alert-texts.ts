import { distanceIn, whenIn } from '@shared/i18n/format';
import enAlerts from '@shared/i18n/en/alerts.json';
import hiAlerts from '@shared/i18n/hi/alerts.json';
import { formatRupees } from '@shared/rules/game-rules';
import type { ReminderWindow } from '@shared/rules/reminders';
import { serverTexts } from '../platform/texts/server-texts';
import type { EventDetail } from '@shared/events';
import { offerValues } from './notice-texts';
import type { Speaker } from './texts';

// The words of what a person is alerted to rather than answered: reminders, a host's grouped new
// requests and spot alerts. Their own catalogue, carried only by the functions that send them.
export const alertTextsIn = serverTexts({ alerts: { en: enAlerts, hi: hiAlerts } });

/** A host's new requests in one push: the player by name when there is one, else how many. */
export function requestsText(s: Speaker, count: number, title: string, playerName: string | null) {
  const say = alertTextsIn(s.language);
  if (count === 1 && playerName)
    return {
      title: s.say('notices.requested.title'),
      body: s.say('notices.requested.body', { player: playerName, title }),
    };
  return { title: say('alerts.requests.manyTitle'), body: say('alerts.requests.many', { count, title }) };
}

/** A player accepted who has yet to pay: until when they can (null on requests older than deadlines), told as of `now`. */
export interface PaymentStillDue {
  dueAt: string | null;
  now: Date;
}

/**
 * A game's reminder: the bell, the e-mail and the push say it alike; one who has yet to pay is asked
 * to. `starts` is the plain 'Sunday Football starts tomorrow', which the e-mail's first line opens with.
 */
export function reminderText(
  s: Speaker,
  game: { title: string; game_datetime: string; location: string },
  window: ReminderWindow,
  payment: PaymentStillDue | null = null,
) {
  const say = alertTextsIn(s.language);
  const starts = say(`alerts.reminder.${window}`, { title: game.title });
  const where = say('alerts.reminder.where', { when: s.when(game.game_datetime), location: game.location });
  if (!payment) return { title: starts, body: where, starts };
  const pay = payment.dueAt
    ? say('alerts.reminder.payBy', { when: whenIn(s.language, payment.dueAt, payment.now) })
    : say('alerts.reminder.payNow');
  return {
    title: say(`alerts.reminder.pay.${window}`, { title: game.title }),
    body: [say('alerts.reminder.unpaid'), pay, where].join(' '),
    starts,
  };
}

/**
 * 'A spot just opened: {title}, {time}, ₹{price}, {distance} away'. The time as the app's lists say
 * it ('Today, 7:00 pm', India time); a free game's price reads 'Free', as its card's badge does.
 */
export function spotAlertText(
  s: Speaker,
  input: { title: string; startsAt: string; price: number; km: number; now: Date },
) {
  const say = alertTextsIn(s.language);
  return say('alerts.spot.opened', {
    title: input.title,
    when: whenIn(s.language, input.startsAt, input.now),
    price: input.price > 0 ? formatRupees(input.price) : say('alerts.spot.free'),
    distance: distanceIn(s.language, input.km),
  });
}

/** A spot offered to a waiting player, as short as a lock screen wants it. */
export function offerPushText(s: Speaker, e: EventDetail<'PaymentOffered.v1'>) {
  const say = alertTextsIn(s.language);
  const key = e.amount <= 0 ? 'alerts.offer.freeShort' : 'alerts.offer.paidShort';
  return { title: s.say('notices.offer.title'), body: say(key, offerValues(s, e)) };
}
