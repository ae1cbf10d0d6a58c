// Payments through Razorpay (decision 015): orders, verification, webhooks, reconciliation, refunds
// and the UPI details a host shares with the players they accepted.

import { ENV } from '../platform/env-names';
import { declareFunctions } from '../platform/function-spec';
import { SCHEDULE_TARGETS } from '../platform/schedule-targets';

export const paymentsFunctions = declareFunctions('payments', [
  {
    name: 'get-payment-details',
    description: "The host's UPI ID, for the host and the players they accepted",
    routes: ['GET /api/games/{id}/payment-details'],
    table: 'read',
  },
  {
    name: 'get-request-payment',
    description: "The pay page: the caller's accepted request, its game and the amount breakdown",
    routes: ['GET /api/requests/{id}/payment'],
    table: 'read',
  },
  {
    name: 'get-refund-quote',
    description: 'What withdrawing a paid request gives back now, per the cancellation policy',
    routes: ['GET /api/requests/{id}/refund-quote'],
    table: 'read',
  },
  {
    name: 'post-payment-order',
    description: 'create-razorpay-order: one Razorpay order per request and amount, priced on the server',
    routes: ['POST /api/payments/orders'],
    env: [ENV.razorpayKeyId, ENV.razorpayKeySecretId],
    table: 'readwrite',
    razorpaySecrets: ['key'],
  },
  {
    name: 'post-payment-verification',
    description:
      "verify-razorpay-payment: checks the checkout's signature and confirms the request under the capacity condition",
    routes: ['POST /api/payments/verify'],
    env: [ENV.razorpayKeyId, ENV.razorpayKeySecretId],
    table: 'readwrite',
    razorpaySecrets: ['key'],
  },
  {
    name: 'post-razorpay-webhook',
    description: "Razorpay's webhooks: signed raw body, deduplicated by event id, settles payments and refunds",
    // Razorpay calls it: no user, so no JWT; the webhook secret's signature is the authentication.
    publicRoutes: ['POST /api/payments/razorpay-webhook'],
    env: [ENV.razorpayWebhookSecretId],
    table: 'readwrite',
    razorpaySecrets: ['webhook'],
  },
  {
    name: 'reconcile-payments',
    description: 'Settles orders open for 15 minutes by asking Razorpay, retries owed refunds, lapses unpaid offers',
    schedule: 'rate(5 minutes)',
    env: [ENV.appUrl, ENV.razorpayKeyId, ENV.razorpayKeySecretId],
    table: 'readwrite',
    razorpaySecrets: ['key'],
    timeoutSeconds: 60,
  },
  {
    name: 'post-offer-answer',
    description:
      'The player takes a spot held for them from the waitlist (a free game, one tap) or declines it and it passes on',
    routes: ['POST /api/requests/{id}/offer/take', 'POST /api/requests/{id}/offer/decline'],
    env: [ENV.appUrl],
    table: 'readwrite',
  },
  {
    name: 'follow-spot-offers',
    description:
      "Schedules each waitlist offer's end and the check of a spot left open far from the start; offers a game's new spots to its waitlist when its capacity goes up",
    events: { detailType: ['PaymentOffered.v1', 'GameUpdated.v1', 'SpotLeftOpen.v1'] },
    env: [ENV.appUrl, ENV.scheduleGroupName, ENV.schedulerRoleArn, ENV.scheduleTargetArns],
    table: 'readwrite',
    createsSchedules: [SCHEDULE_TARGETS.offerExpiry, SCHEDULE_TARGETS.openSpotCheck],
  },
  {
    name: SCHEDULE_TARGETS.openSpotCheck,
    description:
      "A game's last six hours begin: a spot left open earlier, with nobody waiting, is announced to nearby players once",
    scheduleTarget: true,
    // APP_URL: the offers service it counts held spots with is built with its links.
    env: [ENV.appUrl],
    table: 'readwrite',
  },
  {
    name: SCHEDULE_TARGETS.offerExpiry,
    description: "An offer's hold ended: it lapses and the spot passes to the next waitlisted player, unless taken",
    scheduleTarget: true,
    env: [ENV.appUrl],
    table: 'readwrite',
  },
  {
    name: 'process-payment-events',
    description: 'Moves owed refunds to Razorpay (idempotency key) and refunds every paid player of a cancelled game',
    events: { detailType: ['RefundRequested.v1', 'GameCancelled.v1'] },
    // Its queue paces Razorpay's refunds and carries a cancelled game's refunds, one message each.
    eventQueue: { maximumConcurrency: 2 },
    fansOut: true,
    env: [ENV.razorpayKeyId, ENV.razorpayKeySecretId, ENV.workQueueUrls],
    table: 'readwrite',
    razorpaySecrets: ['key'],
    timeoutSeconds: 30,
  },
]);
