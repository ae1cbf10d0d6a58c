// Payments through Razorpay (decision 015): orders, verification, webhooks, reconciliation, refunds
// and the UPI details a host shares with the players they accepted.

import { ENV } from '../platform/env-names';
import type { FunctionSpec } from '../platform/function-spec';

export const paymentsFunctions: FunctionSpec[] = [
  {
    name: 'get-payment-details',
    entry: 'functions/payments/handlers/get-payment-details.ts',
    description: "The host's UPI ID, for the host and the players they accepted",
    routes: [{ method: 'GET', path: '/api/games/{id}/payment-details', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'get-request-payment',
    entry: 'functions/payments/handlers/get-request-payment.ts',
    description: "The pay page: the caller's accepted request, its game and the amount breakdown",
    routes: [{ method: 'GET', path: '/api/requests/{id}/payment', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'get-refund-quote',
    entry: 'functions/payments/handlers/get-refund-quote.ts',
    description: 'What withdrawing a paid request gives back now, per the cancellation policy',
    routes: [{ method: 'GET', path: '/api/requests/{id}/refund-quote', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'post-payment-order',
    entry: 'functions/payments/handlers/post-payment-order.ts',
    description: 'create-razorpay-order: one Razorpay order per request and amount, priced on the server',
    routes: [{ method: 'POST', path: '/api/payments/orders', auth: true }],
    env: [ENV.tableName, ENV.razorpayKeyId, ENV.razorpayKeySecretId],
    table: 'readwrite',
    razorpaySecrets: ['key'],
  },
  {
    name: 'post-payment-verification',
    entry: 'functions/payments/handlers/post-payment-verification.ts',
    description:
      "verify-razorpay-payment: checks the checkout's signature and confirms the request under the capacity condition",
    routes: [{ method: 'POST', path: '/api/payments/verify', auth: true }],
    env: [ENV.tableName, ENV.razorpayKeyId, ENV.razorpayKeySecretId],
    table: 'readwrite',
    razorpaySecrets: ['key'],
  },
  {
    name: 'post-razorpay-webhook',
    entry: 'functions/payments/handlers/post-razorpay-webhook.ts',
    description: "Razorpay's webhooks: signed raw body, deduplicated by event id, settles payments and refunds",
    // Razorpay calls it: no user, so no JWT; the webhook secret's signature is the authentication.
    routes: [{ method: 'POST', path: '/api/payments/razorpay-webhook', auth: false }],
    env: [ENV.tableName, ENV.razorpayWebhookSecretId],
    table: 'readwrite',
    razorpaySecrets: ['webhook'],
  },
  {
    name: 'reconcile-payments',
    entry: 'functions/payments/handlers/reconcile-payments.ts',
    description: 'Settles orders open for 15 minutes by asking Razorpay, retries owed refunds, lapses unpaid offers',
    schedule: 'rate(5 minutes)',
    env: [ENV.tableName, ENV.appUrl, ENV.razorpayKeyId, ENV.razorpayKeySecretId],
    table: 'readwrite',
    razorpaySecrets: ['key'],
    timeoutSeconds: 60,
  },
  {
    name: 'process-payment-events',
    entry: 'functions/payments/handlers/process-payment-events.ts',
    description: 'Moves owed refunds to Razorpay (idempotency key) and refunds every paid player of a cancelled game',
    events: { detailType: ['RefundRequested.v1', 'GameCancelled.v1'] },
    env: [ENV.tableName, ENV.razorpayKeyId, ENV.razorpayKeySecretId],
    table: 'readwrite',
    razorpaySecrets: ['key'],
    timeoutSeconds: 30,
  },
];
