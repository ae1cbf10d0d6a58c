import { gameCancelledV1, type EventDetail } from '@shared/events';
import { formatPaise } from '@shared/rules/payment-rules';
import { channelsFor } from '@shared/rules/notification-channels';
import { gamePlan } from './emails/game-plan';
import { joinLoopEmail } from './emails/join-emails';
import { cancellationText, decisionText, nudgeText, offerText, promotedText, removedText } from './notice-texts';
import { speakerFor, type Speaker } from './texts';
import { calledOffForRainText } from './rain-texts';
import { gameChangedWords, playersToldOf } from './game-change-notice';
import type { Clock } from '../platform/clock';
import type { GameRepository } from '@functions/games';
import { LIVE_REQUEST_STATUSES, type JoinRequestRepository } from '@functions/joins';
import { fanOutPage, firstPage, type RequestPageWork, type RequestWork } from '@functions/joins/public-request-fan-out';
import type { WorkQueue } from '../platform/events/work-queue';
import type { Mailer, OutgoingEmail } from '../platform/messaging-ports';
import type { NotificationRepository } from './ports';
import type { OnceGuard } from '../platform/event-ports';
import type { ProfileRepository, VerifiedEmails } from '@functions/accounts';

// Join-loop events → an in-app notification and an e-mail per person. The
// host hears of joins, nudges and withdrawals; the player of decisions, promotions and a
// cancelled game. Delivered at least once, effective once: each (event, person) runs under the
// guard, and the notification's key is made from the event, so a retry after a failed e-mail
// doesn't add a second notification.

export interface JoinNotifierDeps {
  games: Pick<GameRepository, 'get'>;
  requests: Pick<JoinRequestRepository, 'get' | 'requestsInStatus'>;
  /** The consumer's own queue: a cancellation's notices go out one message per player. */
  queue: WorkQueue;
  profiles: Pick<ProfileRepository, 'get'>;
  /** Where a person's e-mails go when their profile has no address (social sign-ins). */
  verifiedEmails: VerifiedEmails;
  notifications: NotificationRepository;
  mailer: Mailer;
  guard: OnceGuard;
  /** The app's origin, for links in e-mails. */
  appUrl: string;
  /** DTSTAMP of the acceptance e-mail's calendar file. */
  clock?: Clock;
}

/** When and which event: the notification is keyed by these. */
export interface Delivery {
  eventId: string;
  /** The event's time (the envelope's), so redeliveries make the same key. */
  time: string;
}

/** What one person is told, written in their language once their profile says which. */
interface Words {
  title: string;
  body: string;
  subject: string;
  lines: string[];
  action: { label: string; url?: string };
  attachments?: OutgoingEmail['attachments'];
}

interface Message {
  userId: string;
  name: string | null;
  /** In-app path, e.g. /my-requests. */
  link: string;
  words: (speaker: Speaker) => Words | Promise<Words>;
}

/** The work a cancellation's notices fan out as (this consumer's queue). */
export const CANCELLATION_NOTICES = 'GameCancelledNotice';
/** The work a moved game's notices fan out as (this consumer's queue). */
export const CHANGE_NOTICES = 'GameChangedNotice';

const manageLink = (gameId: string) => `/game/${gameId}/manage`;
const MY_REQUESTS = '/my-requests';

export function createJoinNotifier(deps: JoinNotifierDeps) {
  const { games, requests, profiles, notifications, mailer, guard, appUrl } = deps;
  const now = () => deps.clock?.now() ?? new Date();
  const fanOut = { requests, queue: deps.queue };

  async function deliver(delivery: Delivery, message: Message) {
    await guard.once(`join-notify#${delivery.eventId}#${message.userId}`, async () => {
      // The recipient's own switches decide the channels, whoever's contact details the message carries.
      const profile = await profiles.get(message.userId);
      const channels = channelsFor(profile);
      // The bell keeps its words as written: they are written in the reader's language now.
      const speaker = speakerFor(profile);
      const words = await message.words(speaker);
      if (channels.inApp)
        await notifications.add({
          userId: message.userId,
          eventId: delivery.eventId,
          createdAt: delivery.time,
          title: words.title,
          body: words.body,
          link: message.link,
        });
      if (!channels.email) return;
      // The account's own verified address: the contact e-mail a player typed into a join form
      // may be anyone's, and decisions and passes must not go there.
      const to = profile?.email || (await deps.verifiedEmails.of(message.userId));
      if (!to) return;
      const url = words.action.url ?? `${appUrl}${message.link}`;
      await mailer.send(
        joinLoopEmail(speaker, {
          to,
          name: message.name,
          subject: words.subject,
          lines: words.lines,
          action: { label: words.action.label, url },
          attachments: words.attachments,
        }),
      );
    });
  }

  async function host(hostId: string) {
    const profile = await profiles.get(hostId);
    return { userId: hostId, name: profile?.name ?? null };
  }

  async function player(gameId: string, userId: string) {
    const request = await requests.get(gameId, userId);
    if (request) return { userId, name: request.contact_name };
    const profile = await profiles.get(userId);
    return { userId, name: profile?.name ?? null };
  }

  return {
    async joinRequested(delivery: Delivery, e: EventDetail<'JoinRequested.v1'>) {
      await deliver(delivery, {
        ...(await host(e.hostId)),
        link: manageLink(e.gameId),
        words: ({ say }) => {
          const body = say('notices.requested.body', { player: e.playerName, title: e.title });
          return {
            title: say('notices.requested.title'),
            body,
            subject: say('notices.requested.subject', { title: e.title }),
            lines: [`${body}.`, say('notices.requested.next')],
            action: { label: say('notices.action.review') },
          };
        },
      });
    },

    async joinDecided(delivery: Delivery, e: EventDetail<'JoinDecided.v1'>) {
      // An accepted player gets when, where, directions and the calendar file.
      const game = e.action === 'accept' ? await games.get(e.gameId) : null;
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        link: MY_REQUESTS,
        words: (speaker) => {
          const { say } = speaker;
          const said = e.hostMessage ? [say('notices.hostMessage', { message: e.hostMessage })] : [];
          const words = decisionText(speaker, e, now());
          const plan = game ? gamePlan(speaker, game, e.requestId, appUrl, now()) : null;
          return {
            title: words.title,
            body: [words.body, ...said].join(' '),
            subject: say('notices.subjectFor', { heading: words.title, title: e.title }),
            lines: [words.body, ...said, ...(plan?.lines ?? [])],
            attachments: plan ? [plan.attachment] : undefined,
            action: e.paymentUrl
              ? { label: say('notices.action.pay'), url: e.paymentUrl }
              : { label: say('notices.action.yourRequests') },
          };
        },
      });
    },

    async hostNudged(delivery: Delivery, e: EventDetail<'HostNudged.v1'>) {
      await deliver(delivery, {
        ...(await host(e.hostId)),
        link: manageLink(e.gameId),
        words: (speaker) => {
          const { say } = speaker;
          const body = nudgeText(speaker, e);
          return {
            title: say('notices.nudge.title'),
            body,
            subject: say('notices.nudge.subject', { player: e.playerName, title: e.title }),
            lines: [body, say('notices.nudge.next')],
            action: { label: say('notices.action.review') },
          };
        },
      });
    },

    async joinWithdrawn(delivery: Delivery, e: EventDetail<'JoinWithdrawn.v1'>) {
      await deliver(delivery, {
        ...(await host(e.hostId)),
        link: manageLink(e.gameId),
        words: ({ say }) => {
          const names = { player: e.playerName, title: e.title };
          const body = say(
            e.previousStatus === 'confirmed' ? 'notices.withdrawn.bodyConfirmed' : 'notices.withdrawn.body',
            names,
          );
          return {
            title: say('notices.withdrawn.title'),
            body,
            subject: say('notices.withdrawn.subject', names),
            lines: [body],
            action: { label: say('notices.action.theRequests') },
          };
        },
      });
    },

    /** The host removed the player after accepting them (decision 066): what happened, and their money. */
    async playerRemoved(delivery: Delivery, e: EventDetail<'PlayerRemoved.v1'>) {
      const game = await games.get(e.gameId);
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        link: MY_REQUESTS,
        words: (speaker) => {
          const words = removedText(speaker, e, game?.game_datetime);
          return {
            ...words,
            lines: [words.body],
            action: { label: speaker.say('notices.action.findGame'), url: `${appUrl}/discover` },
          };
        },
      });
    },

    async playerPromoted(delivery: Delivery, e: EventDetail<'PlayerPromoted.v1'>) {
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        link: MY_REQUESTS,
        words: (speaker) => {
          const body = promotedText(speaker, e.title);
          return {
            title: speaker.say('notices.promoted.title'),
            body,
            subject: speaker.say('notices.promoted.subject', { title: e.title }),
            lines: [body],
            action: { label: speaker.say('notices.action.pass') },
          };
        },
      });
    },

    // ---- Payments (decision 015) ----

    async paymentConfirmed(delivery: Delivery, e: EventDetail<'PaymentConfirmed.v1'>) {
      // The receipt: the confirming transaction wrote the payment's time on the request.
      const request = await requests.get(e.gameId, e.userId);
      const paidAt = request?.receipt?.paid_at ?? null;
      const amount = formatPaise(e.amount);
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        link: MY_REQUESTS,
        words: ({ say, when }) => {
          const body = say('notices.paid.body', { amount, title: e.title });
          const receipt = [
            say('notices.paid.paymentId', { id: e.paymentId }),
            say('notices.paid.amount', { amount }),
            ...(paidAt ? [say('notices.paid.at', { when: when(paidAt) })] : []),
          ];
          return {
            title: say('notices.paid.title'),
            body,
            subject: say('notices.promoted.subject', { title: e.title }),
            lines: [body, ...receipt],
            action: { label: say('notices.action.pass') },
          };
        },
      });
      await deliver(delivery, {
        ...(await host(e.hostId)),
        link: manageLink(e.gameId),
        words: ({ say }) => {
          const who = request?.contact_name ?? say('notices.hostPaid.someone');
          const paid = say('notices.hostPaid.body', { player: who, amount, title: e.title });
          return {
            title: say('notices.hostPaid.title'),
            body: paid,
            subject: say('notices.hostPaid.subject', { player: who, title: e.title }),
            lines: [paid, say('notices.paid.paymentId', { id: e.paymentId })],
            action: { label: say('notices.action.theRequests') },
          };
        },
      });
    },

    async paymentWaitlisted(delivery: Delivery, e: EventDetail<'PaymentWaitlisted.v1'>) {
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        link: MY_REQUESTS,
        words: ({ say }) => {
          const body = say('notices.waitlisted.body', { title: e.title, amount: formatPaise(e.amount) });
          return {
            title: say('notices.waitlisted.title'),
            body,
            subject: say('notices.waitlisted.subject', { title: e.title }),
            lines: [body, say('notices.waitlisted.next')],
            action: { label: say('notices.action.yourRequests') },
          };
        },
      });
    },

    // Offers of a freed spot (decision 060): each says until when the spot is held.
    async paymentOffered(delivery: Delivery, e: EventDetail<'PaymentOffered.v1'>) {
      const free = e.amount <= 0;
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        link: free ? MY_REQUESTS : `/pay/${e.requestId}`,
        words: (speaker) => {
          const { title, body } = offerText(speaker, e);
          return {
            title,
            body,
            subject: speaker.say('notices.offer.subject', { title: e.title }),
            lines: [body],
            action: { label: speaker.say(free ? 'notices.action.take' : 'notices.action.pay'), url: e.paymentUrl },
          };
        },
      });
    },

    async paymentOfferExpired(delivery: Delivery, e: EventDetail<'PaymentOfferExpired.v1'>) {
      // A free game's offer had nothing to pay: it was not taken. The request says which it was.
      const free = (await requests.get(e.gameId, e.userId))?.payment_status === 'not_required';
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        link: MY_REQUESTS,
        words: ({ say, when }) => {
          const held = e.dueAt ? say('notices.offerEnded.held', { until: when(e.dueAt) }) : '';
          const body = say(free ? 'notices.offerEnded.free' : 'notices.offerEnded.paid', { title: e.title, held });
          const title = say(free ? 'notices.offerEnded.freeTitle' : 'notices.offerEnded.paidTitle');
          return {
            title,
            body,
            subject: say('notices.subjectFor', { heading: title, title: e.title }),
            lines: [body],
            action: { label: say('notices.action.yourRequests') },
          };
        },
      });
    },

    async refundRequested(delivery: Delivery, e: EventDetail<'RefundRequested.v1'>) {
      // The waitlisted-and-refunded player hears it in that message already.
      if (e.reason === 'game-full') return;
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        link: MY_REQUESTS,
        words: ({ say }) => {
          const body = say('notices.refund.body', { amount: formatPaise(e.amount), title: e.title });
          return {
            title: say('notices.refund.title'),
            body,
            subject: say('notices.refund.subject', { title: e.title }),
            lines: [body],
            action: { label: say('notices.action.yourRequests') },
          };
        },
      });
    },

    /**
     * Decision 010: every player still in the game (asked, accepted, going or waiting) hears that
     * it is off. A game may have thousands: one message per player goes to this consumer's queue,
     * a page at a time, and each is a notice of its own (cancellationNotice).
     */
    gameCancelled: (delivery: Delivery, e: EventDetail<'GameCancelled.v1'>) =>
      fanOutPage(fanOut, CANCELLATION_NOTICES, firstPage(e.gameId, LIVE_REQUEST_STATUSES, e), delivery),

    /**
     * The host changed when or where the game is (one game, or a series' 'This and following'):
     * every player still in it hears the game as it is now, a player at a time as for a cancellation.
     */
    gameChanged: async (delivery: Delivery, e: EventDetail<'GameUpdated.v1'>) =>
      playersToldOf(e.changed)
        ? fanOutPage(fanOut, CHANGE_NOTICES, firstPage(e.gameId, LIVE_REQUEST_STATUSES, {}), delivery)
        : 0,

    /** The next page of a changed game's players. */
    changePage: (delivery: Delivery, page: RequestPageWork) => fanOutPage(fanOut, CHANGE_NOTICES, page, delivery),

    /** One player of a changed game hears it, once however often the message comes; nothing once it is off. */
    async changeNotice(delivery: Delivery, work: RequestWork) {
      const [game, request] = await Promise.all([games.get(work.gameId), requests.get(work.gameId, work.userId)]);
      if (
        game?.status !== 'upcoming' ||
        !request ||
        !(LIVE_REQUEST_STATUSES as readonly string[]).includes(request.status)
      )
        return 'gone';
      await deliver(delivery, {
        userId: request.user_id,
        name: request.contact_name,
        link: `/game/${game.id}`,
        words: (speaker) => gameChangedWords(speaker, game),
      });
      return 'told';
    },

    /** The next page of a cancelled game's players. */
    cancellationPage: (delivery: Delivery, page: RequestPageWork) =>
      fanOutPage(fanOut, CANCELLATION_NOTICES, page, delivery),

    /** One player of a cancelled game hears it, once however often the message comes (the guard's key is theirs). */
    async cancellationNotice(delivery: Delivery, work: RequestWork) {
      const e = gameCancelledV1.parse(work.cause);
      const request = await requests.get(work.gameId, work.userId);
      if (!request) return 'gone';
      const recipient = { userId: request.user_id, name: request.contact_name, link: `/game/${e.gameId}` };
      if (e.reason === 'rain') {
        // Called off for rain: the weather in the words, and where a paid player's money goes.
        const paid = ['paid', 'refunded'].includes(request.payment_status)
          ? (request.receipt?.amount_paise ?? null)
          : null;
        await deliver(delivery, {
          ...recipient,
          words: ({ say, language }) => ({
            ...calledOffForRainText(language, e, paid),
            action: { label: say('notices.action.game') },
          }),
        });
        return 'told';
      }
      await deliver(delivery, {
        ...recipient,
        words: (speaker) => {
          const { say } = speaker;
          const body = cancellationText(speaker, e);
          return {
            title: say('notices.cancelled.title'),
            body,
            subject: say('notices.cancelled.subject', { title: e.title }),
            lines: [body, say('notices.cancelled.next')],
            action: { label: say('notices.action.game') },
          };
        },
      });
      return 'told';
    },
  };
}
export type JoinNotifier = ReturnType<typeof createJoinNotifier>;
