import { gameCancelledV1, type EventDetail } from '@shared/events';
import { LIVE_REQUEST_STATUSES, type JoinRequestRepository } from '@functions/joins';
import { fanOutPage, firstPage, type RequestPageWork, type RequestWork } from '@functions/joins/public-request-fan-out';
import { pushAllowed, windowEnd } from '@shared/rules/push';
import { workEnvelope, type WorkQueue } from '../platform/events/work-queue';
import type { Clock } from '../platform/clock';
import type { OnceGuard } from '../platform/event-ports';
import type { ProfileRepository } from '@functions/accounts';
import { pushMessages } from './push-messages';
import { reminderKey } from './notice-words';
import { requestsText } from './alert-texts';
import { speakerFor } from './texts';
import type { PushMessage, PushSender, PushSubscriptionStore, RequestPushWindows } from './push-ports';

// Web Push to the devices a person turned it on for. Each (event, person) pushes once however
// often the event arrives (the guard); a kind the person switched off pushes nothing; a device the
// push service has forgotten (404/410) is forgotten here too. A host's new requests are grouped per
// game: at most one push in ten minutes, the ones held back following together when it ends.

export interface PushDeps {
  subscriptions: PushSubscriptionStore;
  windows: RequestPushWindows;
  send: PushSender;
  profiles: Pick<ProfileRepository, 'get'>;
  requests: Pick<JoinRequestRepository, 'get' | 'requestsInStatus'>;
  /** The consumer's own queue: a cancellation fans out through it, and a window's end waits on it. */
  queue: WorkQueue;
  guard: OnceGuard;
  clock: Clock;
}

export interface PushDelivery {
  eventId: string;
  time: string;
}

/** The work a cancellation's pushes fan out as, and a request window's end. */
export const CANCELLATION_PUSHES = 'GameCancelledPush';
export const REQUEST_WINDOW_END = 'RequestPushWindowEnd';

export function createPushService(deps: PushDeps) {
  const { subscriptions, windows, profiles, requests, queue, guard, clock } = deps;

  /** Sends to every device of the person; returns how many were reached. */
  async function push(message: PushMessage): Promise<number> {
    const profile = await profiles.get(message.userId);
    if (!pushAllowed(profile, message.kind)) return 0;
    const devices = await subscriptions.list(message.userId);
    if (devices.length === 0) return 0;
    const { title, body } = message.words(speakerFor(profile));
    const { url, tag } = message;
    let reached = 0;
    const failures: unknown[] = [];
    for (const device of devices) {
      try {
        const outcome = await deps.send(device, { title, body, url, tag });
        if (outcome === 'gone') await subscriptions.remove(message.userId, device.id);
        else reached++;
      } catch (error) {
        failures.push(error);
      }
    }
    // A push service that failed for now is tried again with the event; a repeat to the devices
    // already reached shows once (the same tag replaces it).
    if (failures.length > 0) throw failures[0];
    return reached;
  }

  async function pushOnce(delivery: PushDelivery, message: PushMessage) {
    return guard.once(`push#${delivery.eventId}#${message.userId}`, async () => {
      await push(message);
    });
  }

  return {
    push,

    /** A deleted account's devices are forgotten: nothing more is pushed to them. */
    forget: (userId: string) => subscriptions.removeAll(userId),

    joinDecided: (d: PushDelivery, e: EventDetail<'JoinDecided.v1'>) =>
      pushOnce(d, pushMessages.joinDecided(e, clock.now())),
    playerPromoted: (d: PushDelivery, e: EventDetail<'PlayerPromoted.v1'>) =>
      pushOnce(d, pushMessages.playerPromoted(e)),
    paymentOffered: (d: PushDelivery, e: EventDetail<'PaymentOffered.v1'>) =>
      pushOnce(d, pushMessages.paymentOffered(e)),
    hostNudged: (d: PushDelivery, e: EventDetail<'HostNudged.v1'>) => pushOnce(d, pushMessages.hostNudged(e)),

    /**
     * A reminder went out: once per reminder, not per event, since a reminder whose sending was
     * retried may have recorded its event twice.
     */
    reminderSent: (e: EventDetail<'ReminderSent.v1'>) =>
      guard.once(`push#${reminderKey(e)}`, async () => {
        await push(pushMessages.reminderSent(e, clock.now()));
      }),

    /**
     * A new request: pushed at once when the game's window allows, else held back; the first one
     * held back in a window asks the queue to come back when the window ends.
     */
    joinRequested: (d: PushDelivery, e: EventDetail<'JoinRequested.v1'>) =>
      guard.once(`push#${d.eventId}#${e.hostId}`, async () => {
        const profile = await profiles.get(e.hostId);
        if (!pushAllowed(profile, 'push_requests')) return;
        const now = clock.now();
        const claim = await windows.claim(e.hostId, e.gameId, now);
        if (claim.push) {
          await push(requestsMessage(e, claim.count, e.playerName));
          return;
        }
        if (claim.heldBack !== 1) return;
        const waitMs = windowEnd(claim.lastPushAt).getTime() - now.getTime();
        await queue.send([workEnvelope(REQUEST_WINDOW_END, { ...e }, d.time)], {
          delaySeconds: Math.max(1, Math.ceil(waitMs / 1000)),
        });
      }),

    /** A game's window ended: the requests it held back go out as one push. */
    async requestWindowEnded(e: EventDetail<'JoinRequested.v1'>) {
      const count = await windows.flush(e.hostId, e.gameId, clock.now());
      if (count === 0) return 'nothing-held';
      await push(requestsMessage(e, count, null));
      return 'sent';
    },

    /** Every player still in a called-off game hears it, a page of them at a time. */
    gameCancelled: (d: PushDelivery, e: EventDetail<'GameCancelled.v1'>) =>
      fanOutPage({ requests, queue }, CANCELLATION_PUSHES, firstPage(e.gameId, LIVE_REQUEST_STATUSES, e), d),
    cancellationPage: (d: PushDelivery, page: RequestPageWork) =>
      fanOutPage({ requests, queue }, CANCELLATION_PUSHES, page, d),
    async cancellationPush(d: PushDelivery, work: RequestWork) {
      const e = gameCancelledV1.parse(work.cause);
      await pushOnce(d, pushMessages.gameCancelled(e, work.userId));
      return 'pushed';
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;

function requestsMessage(e: EventDetail<'JoinRequested.v1'>, count: number, playerName: string | null): PushMessage {
  return {
    userId: e.hostId,
    kind: 'push_requests',
    words: (s) => requestsText(s, count, e.title, playerName),
    url: `/game/${e.gameId}/manage`,
    tag: `requests-${e.gameId}`,
  };
}
