import type { PushSwitch } from '@shared/rules/push';
import type { Speaker } from './texts';

// What Web Push needs from the outside world: the devices a person turned push on for, the
// request windows that group a host's pushes, and the push services themselves.

/** One browser's push subscription (PushSubscription.toJSON()). */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface StoredPushSubscription extends PushSubscriptionInput {
  /** The hash of the endpoint: the item's key and the id the routes name. */
  id: string;
  createdAt: string;
}

export interface PushSubscriptionStore {
  /** Saves (or refreshes) a device's subscription under the person. */
  save(userId: string, subscription: StoredPushSubscription): Promise<void>;
  /** Forgets a device; forgetting one already gone changes nothing. */
  remove(userId: string, id: string): Promise<void>;
  /** Every device of the person (a handful at most). */
  list(userId: string): Promise<StoredPushSubscription[]>;
  /** Forgets every device of the person (their account was deleted); how many there were. */
  removeAll(userId: string): Promise<number>;
}

export interface RequestPushWindows {
  /**
   * A new request for the game: true (with the requests counted since the last push, this one
   * included) when the game's last push is at least the window old, so this one pushes now;
   * otherwise it is held back and `heldBack` says how many are now waiting for the window's end.
   */
  claim(
    hostId: string,
    gameId: string,
    now: Date,
  ): Promise<{ push: true; count: number } | { push: false; heldBack: number; lastPushAt: string }>;
  /** The window ended: takes the held-back requests (0 when another push took them). */
  flush(hostId: string, gameId: string, now: Date): Promise<number>;
}

/** What a push carries to the service worker. */
export interface PushPayload {
  title: string;
  body: string;
  /** The in-app path the tap opens. */
  url: string;
  /** Repeats with the same tag replace each other on the phone (one per game and kind). */
  tag: string;
}

export interface PushMessage extends Omit<PushPayload, 'title' | 'body'> {
  userId: string;
  kind: PushSwitch;
  /** The title and body in the reader's language (the push service knows it once it reads their profile). */
  words: (speaker: Speaker) => { title: string; body: string };
}

export type PushOutcome = 'sent' | 'gone';

/** Sends one push to one device; 'gone' when the push service says the subscription no longer exists. */
export type PushSender = (subscription: StoredPushSubscription, payload: PushPayload) => Promise<PushOutcome>;
