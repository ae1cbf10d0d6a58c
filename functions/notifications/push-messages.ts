import type { EventDetail } from '@shared/events';
import { cancellationText, decisionText, nudgeText, promotedText } from './notice-texts';
import { offerPushText, reminderText } from './alert-texts';
import type { PushMessage } from './push-ports';

// What each event pushes to whom: the bell's words where they are short enough for a lock screen,
// a shorter sentence where the bell's run on (a spot offer), written in the reader's language once
// the push service has read their profile. The tag is per game and kind, so a
// second push about the same thing replaces the first on the phone instead of piling up.

const MY_REQUESTS = '/my-requests';

export const pushMessages = {
  joinDecided(e: EventDetail<'JoinDecided.v1'>, now: Date): PushMessage {
    return {
      userId: e.userId,
      kind: 'push_decisions',
      words: (s) => decisionText(s, e, now),
      url: e.action === 'accept' && e.paymentRequired ? `/pay/${e.requestId}` : MY_REQUESTS,
      tag: `request-${e.gameId}`,
    };
  },

  playerPromoted: (e: EventDetail<'PlayerPromoted.v1'>): PushMessage => ({
    userId: e.userId,
    kind: 'push_decisions',
    words: (s) => ({ title: s.say('notices.promoted.title'), body: promotedText(s, e.title) }),
    url: MY_REQUESTS,
    tag: `request-${e.gameId}`,
  }),

  paymentOffered(e: EventDetail<'PaymentOffered.v1'>): PushMessage {
    const free = e.amount <= 0;
    return {
      userId: e.userId,
      kind: 'push_spot_offers',
      words: (s) => offerPushText(s, e),
      url: free ? MY_REQUESTS : `/pay/${e.requestId}`,
      tag: `offer-${e.gameId}`,
    };
  },

  /** To one player still in the game (the cancellation fans out a player at a time). */
  gameCancelled: (e: EventDetail<'GameCancelled.v1'>, userId: string): PushMessage => ({
    userId,
    kind: 'push_cancellations',
    words: (s) => ({ title: s.say('notices.cancelled.title'), body: cancellationText(s, e) }),
    url: `/game/${e.gameId}`,
    tag: `cancelled-${e.gameId}`,
  }),

  hostNudged: (e: EventDetail<'HostNudged.v1'>): PushMessage => ({
    userId: e.hostId,
    kind: 'push_nudges',
    words: (s) => ({ title: s.say('notices.nudge.title'), body: nudgeText(s, e) }),
    url: `/game/${e.gameId}/manage`,
    tag: `nudge-${e.gameId}`,
  }),

  /**
   * The reminder's own words; the tap opens the game (the host's page of it for the host), or the
   * pay page for a player who has yet to pay.
   */
  reminderSent: (e: EventDetail<'ReminderSent.v1'>, now: Date): PushMessage => ({
    userId: e.userId,
    kind: 'push_reminders',
    words: (s) => {
      const { title, body } = reminderText(s, e, e.window, e.payment ? { dueAt: e.payment.dueAt, now } : null);
      return { title, body };
    },
    url: e.payment ? `/pay/${e.payment.requestId}` : e.toHost ? `/game/${e.gameId}/manage` : `/game/${e.gameId}`,
    tag: `reminder-${e.gameId}`,
  }),
};
