// Notifications: the bell, the e-mails sent for what happens to a player's or a host's games, and
// the reminders before a game (decision 028).

import { ENV } from '../platform/env-names';
import { declareFunctions } from '../platform/function-spec';
import { SCHEDULE_TARGETS } from '../platform/schedule-targets';

export const notificationsFunctions = declareFunctions('notifications', [
  {
    name: 'schedule-reminders',
    description:
      "Keeps each confirmed player's and each host's game reminders (24 h and 2 h before) in line with the request and the game",
    events: {
      detailType: [
        'JoinDecided.v1',
        'PaymentConfirmed.v1',
        'PlayerPromoted.v1',
        'JoinWithdrawn.v1',
        'PlayerRemoved.v1',
        'PaymentOfferExpired.v1',
        'PaymentOffered.v1',
        'GameCreated.v1',
        'GameUpdated.v1',
        'GameCancelled.v1',
        'GameDeleted.v1',
        'AccountDeleted.v1',
      ],
    },
    // Its queue carries a game's players' reminders, one message each, at a bounded pace.
    eventQueue: { maximumConcurrency: 2 },
    fansOut: true,
    env: [ENV.scheduleGroupName, ENV.schedulerRoleArn, ENV.scheduleTargetArns, ENV.workQueueUrls],
    // readwrite: a deleted account's notifications are erased here (one consumer per domain keeps
    // the stack under CloudFormation's 500 resources).
    table: 'readwrite',
    createsSchedules: [SCHEDULE_TARGETS.reminder],
  },
  {
    name: SCHEDULE_TARGETS.reminder,
    description:
      'A reminder schedule fired: e-mails and notifies the player or host once (and records it for their phones), while they are still going to the game as scheduled',
    scheduleTarget: true,
    // The pool's verified address of a person whose profile has none (social sign-ins).
    env: [ENV.appUrl, ENV.emailFrom, ENV.userPoolId, ENV.realtimePublishUrl],
    userPool: 'read',
    table: 'readwrite',
    sendsEmail: true,
    // Rings the bell on the person's live channel after writing the notification.
    publishesLive: true,
  },
  {
    name: 'send-spot-alerts',
    description:
      "A spot opened in a game about to start: nearby players who asked are told once each; keeps each player's alert filing in line with their profile",
    events: { detailType: ['SpotOpened.v1', 'ProfileUpdated.v1', 'AccountDeleted.v1'] },
    env: [ENV.appUrl, ENV.emailFrom, ENV.realtimePublishUrl],
    table: 'readwrite',
    sendsEmail: true,
    publishesLive: true,
    // An opening tells up to a hundred players, one at a time, within one delivery.
    timeoutSeconds: 60,
  },
  {
    name: 'get-notifications',
    description: "The bell: the caller's latest 20 notifications and the unread count",
    routes: ['GET /api/notifications'],
    table: 'read',
  },
  {
    name: 'post-notifications-read',
    description: "Marks the caller's notifications read",
    routes: ['POST /api/notifications/read'],
    table: 'readwrite',
  },
  {
    name: 'send-join-notifications',
    description: 'Join, decision, nudge, withdrawal, promotion and cancellation → notification and e-mail, once each',
    events: {
      detailType: [
        'JoinRequested.v1',
        'JoinDecided.v1',
        'HostNudged.v1',
        'JoinWithdrawn.v1',
        'PlayerPromoted.v1',
        'PlayerRemoved.v1',
        'GameCancelled.v1',
        'GameUpdated.v1',
        'PaymentConfirmed.v1',
        'PaymentWaitlisted.v1',
        'PaymentOffered.v1',
        'PaymentOfferExpired.v1',
        'RefundRequested.v1',
      ],
    },
    // The pool's verified address of a person whose profile has none (social sign-ins).
    env: [ENV.appUrl, ENV.emailFrom, ENV.userPoolId, ENV.workQueueUrls, ENV.realtimePublishUrl],
    userPool: 'read',
    table: 'readwrite',
    sendsEmail: true,
    publishesLive: true,
    // A cancelled game's players hear it one message each through its queue (a sender's, so queued).
    fansOut: true,
  },
  {
    name: 'send-regular-notices',
    description:
      "Regulars of a series (the host hears of an ask, the player of the approval, decline or removal) and operators' decisions (host applications, games taken down): bell and e-mail, once each",
    events: {
      detailType: ['RegularRequested.v1', 'RegularDecided.v1', 'HostApplicationDecided.v1', 'GameTakenDown.v1'],
    },
    // Apart from send-join-notifications, whose bundle has no room left under the 500 kB limit for
    // these notices' texts; the operators' decisions share this consumer rather than cost the stack
    // a consumer of their own (its CloudFormation resources are near 500).
    env: [ENV.appUrl, ENV.emailFrom, ENV.realtimePublishUrl],
    table: 'readwrite',
    sendsEmail: true,
    publishesLive: true,
  },
  {
    name: 'send-push',
    description:
      'Decisions, spot offers, cancellations, new requests (grouped per game, one push in ten minutes), nudges and reminders → Web Push to the person’s devices',
    events: {
      detailType: [
        'JoinRequested.v1',
        'JoinDecided.v1',
        'HostNudged.v1',
        'PlayerPromoted.v1',
        'PaymentOffered.v1',
        'GameCancelled.v1',
        'ReminderSent.v1',
        'AccountDeleted.v1',
      ],
    },
    // Queued: a cancellation's players are pushed one message each, and a game's held-back
    // requests come back on the queue (a delayed message) when its ten minutes end.
    eventQueue: { maximumConcurrency: 2 },
    fansOut: true,
    env: [ENV.appUrl, ENV.vapidSecretId, ENV.workQueueUrls],
    // readwrite: subscriptions a push service has forgotten, and a game's request window.
    table: 'readwrite',
    readsVapidKeys: true,
  },
  {
    name: 'post-push-subscriptions',
    description: "Saves the caller's device for Web Push (its push service endpoint and keys)",
    routes: ['POST /api/push/subscriptions'],
    table: 'readwrite',
  },
  {
    name: 'delete-push-subscription',
    description: "Forgets one of the caller's devices for Web Push",
    routes: ['DELETE /api/push/subscriptions/{id}'],
    table: 'readwrite',
  },
]);
