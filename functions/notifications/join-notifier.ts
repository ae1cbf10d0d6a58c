import { gameCancelledV1, type EventDetail } from '@shared/events';
import { formatPaise } from '@shared/rules/payment-rules';
import { channelsFor } from '@shared/rules/notification-channels';
import { calledOffForRain } from '@shared/texts/rain-out';
import { removedNotice } from '@shared/rules/player-removal';
import { gamePlan } from './emails/game-plan';
import { joinLoopEmail, gameWhen } from './emails/join-emails';
import { cancellationBody, decisionWords, nudgeBody, promotedBody } from './notice-words';
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

interface Message {
  userId: string;
  name: string | null;
  title: string;
  body: string;
  /** In-app path, e.g. /my-requests. */
  link: string;
  subject: string;
  lines: string[];
  action: { label: string; url?: string };
  attachments?: OutgoingEmail['attachments'];
}

/** The work a cancellation's notices fan out as (this consumer's queue). */
export const CANCELLATION_NOTICES = 'GameCancelledNotice';

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
      if (channels.inApp)
        await notifications.add({
          userId: message.userId,
          eventId: delivery.eventId,
          createdAt: delivery.time,
          title: message.title,
          body: message.body,
          link: message.link,
        });
      if (!channels.email) return;
      // The account's own verified address: the contact e-mail a player typed into a join form
      // may be anyone's, and decisions and passes must not go there.
      const to = profile?.email || (await deps.verifiedEmails.of(message.userId));
      if (!to) return;
      const url = message.action.url ?? `${appUrl}${message.link}`;
      await mailer.send(
        joinLoopEmail({
          to,
          name: message.name,
          subject: message.subject,
          lines: message.lines,
          action: { label: message.action.label, url },
          attachments: message.attachments,
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
      const body = `${e.playerName} wants to join ${e.title}`;
      await deliver(delivery, {
        ...(await host(e.hostId)),
        title: 'New join request',
        body,
        link: manageLink(e.gameId),
        subject: `New join request for ${e.title}`,
        lines: [`${body}.`, 'Accept, waitlist or reject the request on the game’s requests page.'],
        action: { label: 'Review the request' },
      });
    },

    async joinDecided(delivery: Delivery, e: EventDetail<'JoinDecided.v1'>) {
      const said = e.hostMessage ? [`Message from the host: “${e.hostMessage}”`] : [];
      const words = decisionWords(e, now());
      // An accepted player gets when, where, directions and the calendar file.
      const game = e.action === 'accept' ? await games.get(e.gameId) : null;
      const plan = game ? gamePlan(game, e.requestId, appUrl, now()) : null;
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        title: words.title,
        body: [words.body, ...said].join(' '),
        link: MY_REQUESTS,
        subject: `${words.title}: ${e.title}`,
        lines: [words.body, ...said, ...(plan?.lines ?? [])],
        attachments: plan ? [plan.attachment] : undefined,
        action: e.paymentUrl
          ? { label: 'Pay to confirm your spot', url: e.paymentUrl }
          : { label: 'See your requests' },
      });
    },

    async hostNudged(delivery: Delivery, e: EventDetail<'HostNudged.v1'>) {
      const body = nudgeBody(e);
      await deliver(delivery, {
        ...(await host(e.hostId)),
        title: 'A player nudged you',
        body,
        link: manageLink(e.gameId),
        subject: `${e.playerName} is waiting to join ${e.title}`,
        lines: [body, 'Accept, waitlist or reject the request so they know where they stand.'],
        action: { label: 'Review the request' },
      });
    },

    async joinWithdrawn(delivery: Delivery, e: EventDetail<'JoinWithdrawn.v1'>) {
      const body = `${e.playerName} withdrew from ${e.title}.${e.previousStatus === 'confirmed' ? ' Their spot is free again.' : ''}`;
      await deliver(delivery, {
        ...(await host(e.hostId)),
        title: 'Request withdrawn',
        body,
        link: manageLink(e.gameId),
        subject: `${e.playerName} withdrew from ${e.title}`,
        lines: [body],
        action: { label: 'See the requests' },
      });
    },

    /** The host removed the player after accepting them (decision 066): what happened, and their money. */
    async playerRemoved(delivery: Delivery, e: EventDetail<'PlayerRemoved.v1'>) {
      const game = await games.get(e.gameId);
      const words = removedNotice(e.title, gameWhen(game?.game_datetime), e.refundAmount, e.hostMessage);
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        title: words.title,
        body: words.body,
        link: MY_REQUESTS,
        subject: words.subject,
        lines: [words.body],
        action: { label: 'Find another game', url: `${appUrl}/discover` },
      });
    },

    async playerPromoted(delivery: Delivery, e: EventDetail<'PlayerPromoted.v1'>) {
      const body = promotedBody(e.title);
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        title: "You're in!",
        body,
        link: MY_REQUESTS,
        subject: `You're in: ${e.title}`,
        lines: [body],
        action: { label: 'See your game pass' },
      });
    },

    // ---- Payments (decision 015) ----

    async paymentConfirmed(delivery: Delivery, e: EventDetail<'PaymentConfirmed.v1'>) {
      // The receipt: the confirming transaction wrote the payment's time on the request.
      const request = await requests.get(e.gameId, e.userId);
      const paidAt = request?.receipt?.paid_at ?? null;
      const receipt = [
        `Payment ID: ${e.paymentId}`,
        `Amount: ${formatPaise(e.amount)}`,
        ...(paidAt ? [`Paid: ${gameWhen(paidAt)} IST`] : []),
      ];
      const body = `Payment of ${formatPaise(e.amount)} received: you're confirmed for ${e.title}. Your PAID game pass is ready.`;
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        title: 'Payment received',
        body,
        link: MY_REQUESTS,
        subject: `You're in: ${e.title}`,
        lines: [body, ...receipt],
        action: { label: 'See your game pass' },
      });
      const who = request?.contact_name ?? 'A player';
      const paid = `${who} paid ${formatPaise(e.amount)} and is confirmed for ${e.title}.`;
      await deliver(delivery, {
        ...(await host(e.hostId)),
        title: 'Player confirmed',
        body: paid,
        link: manageLink(e.gameId),
        subject: `${who} paid for ${e.title}`,
        lines: [paid, `Payment ID: ${e.paymentId}`],
        action: { label: 'See the requests' },
      });
    },

    async paymentWaitlisted(delivery: Delivery, e: EventDetail<'PaymentWaitlisted.v1'>) {
      const body = `The last spot in ${e.title} went while you were paying. You're on the waitlist, and your ${formatPaise(e.amount)} is refunded in full.`;
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        title: 'The game filled up',
        body,
        link: MY_REQUESTS,
        subject: `Waitlisted and refunded: ${e.title}`,
        lines: [body, 'If a spot opens up, we will send you a new payment link.'],
        action: { label: 'See your requests' },
      });
    },

    // Offers of a freed spot (decision 060): each says until when the spot is held.
    async paymentOffered(delivery: Delivery, e: EventDetail<'PaymentOffered.v1'>) {
      const until = `${gameWhen(e.dueAt)} IST`;
      const free = e.amount <= 0;
      const body = free
        ? `A spot opened up in ${e.title}. It's held for you until ${until}: take it in My Game Requests before then; after that it goes to the next player.`
        : `A spot opened up in ${e.title}. Pay ${formatPaise(e.amount)} by ${until} to take it; after that it goes to the next player.`;
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        title: 'A spot is yours to take',
        body,
        link: free ? MY_REQUESTS : `/pay/${e.requestId}`,
        subject: `A spot opened up: ${e.title}`,
        lines: [body],
        action: { label: free ? 'Take the spot' : 'Pay to confirm your spot', url: e.paymentUrl },
      });
    },

    async paymentOfferExpired(delivery: Delivery, e: EventDetail<'PaymentOfferExpired.v1'>) {
      // A free game's offer had nothing to pay: it was not taken. The request says which it was.
      const free = (await requests.get(e.gameId, e.userId))?.payment_status === 'not_required';
      const held = e.dueAt ? ` (it was held for you until ${gameWhen(e.dueAt)} IST)` : '';
      const body = `The spot in ${e.title} was not ${free ? 'taken' : 'paid'} in time and went to the next player${held}. You're on the waitlist: if a spot opens up, we'll offer it to you.`;
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        title: free ? 'Spot offer ended' : 'Payment link expired',
        body,
        link: MY_REQUESTS,
        subject: `${free ? 'Spot offer ended' : 'Payment link expired'}: ${e.title}`,
        lines: [body],
        action: { label: 'See your requests' },
      });
    },

    async refundRequested(delivery: Delivery, e: EventDetail<'RefundRequested.v1'>) {
      // The waitlisted-and-refunded player hears it in that message already.
      if (e.reason === 'game-full') return;
      const body = `A refund of ${formatPaise(e.amount)} for ${e.title} is on its way. Banks take 5–7 working days to show it.`;
      await deliver(delivery, {
        ...(await player(e.gameId, e.userId)),
        title: 'Refund started',
        body,
        link: MY_REQUESTS,
        subject: `Refund started: ${e.title}`,
        lines: [body],
        action: { label: 'See your requests' },
      });
    },

    /**
     * Decision 010: every player still in the game (asked, accepted, going or waiting) hears that
     * it is off. A game may have thousands: one message per player goes to this consumer's queue,
     * a page at a time, and each is a notice of its own (cancellationNotice).
     */
    gameCancelled: (delivery: Delivery, e: EventDetail<'GameCancelled.v1'>) =>
      fanOutPage(fanOut, CANCELLATION_NOTICES, firstPage(e.gameId, LIVE_REQUEST_STATUSES, e), delivery),

    /** The next page of a cancelled game's players. */
    cancellationPage: (delivery: Delivery, page: RequestPageWork) =>
      fanOutPage(fanOut, CANCELLATION_NOTICES, page, delivery),

    /** One player of a cancelled game hears it, once however often the message comes (the guard's key is theirs). */
    async cancellationNotice(delivery: Delivery, work: RequestWork) {
      const e = gameCancelledV1.parse(work.cause);
      const request = await requests.get(work.gameId, work.userId);
      if (!request) return 'gone';
      if (e.reason === 'rain') {
        // Called off for rain: the weather in the words, and where a paid player's money goes.
        const paid = ['paid', 'refunded'].includes(request.payment_status)
          ? (request.receipt?.amount_paise ?? null)
          : null;
        const words = calledOffForRain(e, paid);
        await deliver(delivery, {
          userId: request.user_id,
          name: request.contact_name,
          title: words.title,
          body: words.body,
          link: `/game/${e.gameId}`,
          subject: words.subject,
          lines: words.lines,
          action: { label: 'See the game' },
        });
        return 'told';
      }
      const body = cancellationBody(e);
      await deliver(delivery, {
        userId: request.user_id,
        name: request.contact_name,
        title: 'Game cancelled',
        body,
        link: `/game/${e.gameId}`,
        subject: `Cancelled: ${e.title}`,
        lines: [body, 'Find another game to join on Discover.'],
        action: { label: 'See the game' },
      });
      return 'told';
    },
  };
}
export type JoinNotifier = ReturnType<typeof createJoinNotifier>;
