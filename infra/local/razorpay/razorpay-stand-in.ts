import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { hmacSha256Hex } from '@functions/payments/payment-signatures';
import { readBody, sendJson, sendText } from '../http-util';

// A local Razorpay (docs/decisions/015): the slice of its HTTP API the app's SDK calls
// make (orders with unique receipts, an order's payments, payments, refunds with
// X-Refund-Idempotency), a checkout page where a tester pays or fails, and webhooks signed with the
// webhook secret. The checkout signs its result with the key secret exactly as Razorpay does, so
// the app's real verification runs. The local stack mounts it at /local-razorpay; tests start it
// on its own port.

export const STAND_IN_PREFIX = '/local-razorpay';

type Entity = Record<string, unknown> & { id: string };
interface State {
  orders: Record<string, Entity>;
  payments: Record<string, Entity>;
  refunds: Record<string, Entity>;
  /** X-Refund-Idempotency key → refund id and the body it was made with. */
  idempotency: Record<string, { refundId: string; body: string }>;
}

export interface RazorpayStandInOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The app's webhook route; null sends none. */
  webhookUrl: () => string | null;
  /** Mounted under this path (the API is <prefix>/api/v1/…, the checkout <prefix>/checkout). */
  prefix?: string;
  /** Where state persists; null keeps it in memory. */
  stateFile?: string | null;
  /** Webhooks go out this long after the checkout answers, so they race the callback as in life. */
  webhookDelayMs?: number;
  /**
   * A refund is made `pending` (refund.created) and processed this long after (refund.processed), as
   * Razorpay's normal-speed refunds are, so the app shows 'on its way' before 'Refunded'.
   */
  refundProcessMs?: number;
}

export interface WebhookDelivery {
  event: string;
  eventId: string;
  status: number | null;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
const epoch = () => Math.floor(Date.now() / 1000);
const error = (res: ServerResponse, status: number, description: string, code = 'BAD_REQUEST_ERROR') =>
  sendJson(res, status, {
    error: {
      code,
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
    },
  });
const collection = (items: Entity[]) => ({ entity: 'collection', count: items.length, items });
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Only back to the app's own pay page: the checkout is no open redirect. */
const safeReturn = (value: string | null) => (value && /^\/pay\/[\w-]{1,80}$/.test(value) ? value : null);

export function createRazorpayStandIn(options: RazorpayStandInOptions) {
  const prefix = options.prefix ?? STAND_IN_PREFIX;
  const file = options.stateFile ?? null;
  const state: State =
    file && existsSync(file)
      ? JSON.parse(readFileSync(file, 'utf8'))
      : { orders: {}, payments: {}, refunds: {}, idempotency: {} };
  const pending = new Set<Promise<unknown>>();
  const deliveries: WebhookDelivery[] = [];
  const save = () => {
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(state));
  };

  function authorised(req: IncomingMessage) {
    const header = String(req.headers.authorization ?? '');
    const [user, pass] = Buffer.from(header.replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    return header.startsWith('Basic ') && user === options.keyId && pass === options.keySecret;
  }

  // ---- Webhooks ----

  function sendWebhook(event: string, payload: Record<string, Entity>) {
    const url = options.webhookUrl();
    if (!url) return;
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_YaktivLocal00',
      event,
      contains: Object.keys(payload),
      payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, { entity: v }])),
      created_at: epoch(),
    });
    const delivery: WebhookDelivery = { event, eventId: id('evt'), status: null };
    deliveries.push(delivery);
    const attempt = async () => {
      await new Promise((r) => setTimeout(r, options.webhookDelayMs ?? 150));
      // Razorpay retries failed deliveries; a few quick tries are enough locally.
      for (let tries = 0; tries < 5; tries++) {
        try {
          const answer = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': hmacSha256Hex(options.webhookSecret, body),
              'x-razorpay-event-id': delivery.eventId,
            },
            body,
          });
          delivery.status = answer.status;
          await answer.arrayBuffer();
          if (answer.ok) return;
        } catch {
          delivery.status = 0;
        }
        await new Promise((r) => setTimeout(r, 300 * 2 ** tries));
      }
    };
    const running = attempt().finally(() => pending.delete(running));
    pending.add(running);
  }

  /** Razorpay processes a normal refund later and says so by webhook; tracked like a webhook for idle(). */
  function settleRefund(refund: Entity, payment: Entity) {
    const later = new Promise((r) => setTimeout(r, options.refundProcessMs ?? 3000)).then(() => {
      if (refund.status !== 'pending') return;
      refund.status = 'processed';
      save();
      sendWebhook('refund.processed', { refund, payment });
    });
    const running = later.finally(() => pending.delete(running));
    pending.add(running);
  }

  // ---- What the checkout does ----

  /** A successful payment on an order: captured at once (auto-capture), with the checkout's signature. */
  /** A new payment attempt on an order, stored; `fields` say how it went. */
  function newPayment(orderId: string, fields: Record<string, unknown>) {
    const order = state.orders[orderId];
    if (!order) throw new Error(`no order ${orderId}`);
    const payment: Entity = {
      id: id('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      order_id: orderId,
      amount_refunded: 0,
      refund_status: null,
      created_at: epoch(),
      ...fields,
    };
    state.payments[payment.id] = payment;
    return { order, payment };
  }

  function pay(orderId: string, method = 'upi') {
    const { order, payment } = newPayment(orderId, {
      status: 'captured',
      method,
      captured: true,
      description: 'Yaktiv (local stand-in)',
      email: 'player@local.test',
      contact: '+919900000000',
      error_code: null,
      error_description: null,
    });
    Object.assign(order, {
      status: 'paid',
      amount_paid: order.amount,
      amount_due: 0,
      attempts: Number(order.attempts) + 1,
    });
    save();
    sendWebhook('payment.captured', { payment });
    sendWebhook('order.paid', { payment, order });
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmacSha256Hex(options.keySecret, `${orderId}|${payment.id}`),
    };
  }

  function fail(orderId: string, description = 'Payment was declined by the bank (local test)') {
    const { order, payment } = newPayment(orderId, {
      status: 'failed',
      method: 'card',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_description: description,
      error_reason: 'payment_failed',
    });
    Object.assign(order, { status: 'attempted', attempts: Number(order.attempts) + 1 });
    save();
    sendWebhook('payment.failed', { payment });
    return { payment, description };
  }

  // ---- The API the SDK calls ----

  async function api(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
    if (!authorised(req)) return error(res, 401, 'The api key provided is invalid', 'BAD_REQUEST_ERROR');
    const method = req.method ?? 'GET';
    const raw = (await readBody(req)).toString('utf8');
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    // The id a path of this shape names (never empty: the patterns need one character or more).
    const idIn = (pattern: RegExp) => pattern.exec(path)?.[1];

    if (method === 'POST' && path === '/orders') {
      const amount = body.amount;
      if (!Number.isInteger(amount)) return error(res, 400, 'The amount must be an integer.');
      if ((amount as number) < 100) return error(res, 400, 'Order amount less than minimum amount allowed');
      const receipt = typeof body.receipt === 'string' ? body.receipt : null;
      if (receipt && receipt.length > 40) return error(res, 400, 'receipt: may not be greater than 40 characters.');
      // As an account with unique receipts: a second order with a receipt is refused.
      if (receipt && Object.values(state.orders).some((o) => o.receipt === receipt))
        return error(res, 400, 'Order receipt should be unique.');
      const order: Entity = {
        id: id('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: body.currency ?? 'INR',
        receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? [],
        created_at: epoch(),
      };
      state.orders[order.id] = order;
      save();
      return sendJson(res, 200, order);
    }
    if (method === 'GET' && path === '/orders') {
      const receipt = url.searchParams.get('receipt');
      const count = Number(url.searchParams.get('count') ?? 10);
      const items = Object.values(state.orders).filter((o) => !receipt || o.receipt === receipt);
      return sendJson(res, 200, collection(items.reverse().slice(0, count)));
    }
    const paymentsOfOrder = idIn(/^\/orders\/([\w]+)\/payments$/);
    if (method === 'GET' && paymentsOfOrder) {
      if (!state.orders[paymentsOfOrder]) return error(res, 400, 'The id provided does not exist');
      return sendJson(
        res,
        200,
        collection(Object.values(state.payments).filter((p) => p.order_id === paymentsOfOrder)),
      );
    }
    const orderId = idIn(/^\/orders\/([\w]+)$/);
    if (method === 'GET' && orderId) {
      const order = state.orders[orderId];
      return order ? sendJson(res, 200, order) : error(res, 400, 'The id provided does not exist');
    }
    const paymentId = idIn(/^\/payments\/([\w]+)$/);
    if (method === 'GET' && paymentId) {
      const payment = state.payments[paymentId];
      return payment ? sendJson(res, 200, payment) : error(res, 400, 'The id provided does not exist');
    }
    const refundsOfPayment = idIn(/^\/payments\/([\w]+)\/refunds$/);
    if (method === 'GET' && refundsOfPayment) {
      return sendJson(
        res,
        200,
        collection(Object.values(state.refunds).filter((r) => r.payment_id === refundsOfPayment)),
      );
    }
    const refundOfPayment = idIn(/^\/payments\/([\w]+)\/refund$/);
    if (method === 'POST' && refundOfPayment) {
      const payment = state.payments[refundOfPayment];
      if (!payment) return error(res, 400, 'The id provided does not exist');
      const key = req.headers['x-refund-idempotency'];
      if (typeof key === 'string') {
        if (!/^[\w-]{10,}$/.test(key)) return error(res, 400, 'Invalid idempotency key');
        const seen = state.idempotency[key];
        if (seen)
          return seen.body === raw
            ? sendJson(res, 200, state.refunds[seen.refundId])
            : error(res, 400, 'Different request body sent for the same idempotency key');
      }
      if (payment.status !== 'captured' && payment.status !== 'refunded')
        return error(res, 400, 'The payment has not been captured');
      const left = Number(payment.amount) - Number(payment.amount_refunded);
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100) return error(res, 400, 'The amount must be at least INR 1.00');
      if (amount > left) return error(res, 400, 'The refund amount provided is greater than amount captured');
      const refund: Entity = {
        id: id('rfnd'),
        entity: 'refund',
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        notes: body.notes ?? [],
        receipt: body.receipt ?? null,
        status: 'pending',
        speed_requested: 'normal',
        speed_processed: 'normal',
        created_at: epoch(),
      };
      state.refunds[refund.id] = refund;
      if (typeof key === 'string') state.idempotency[key] = { refundId: refund.id, body: raw };
      payment.amount_refunded = Number(payment.amount_refunded) + amount;
      payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
      if (payment.refund_status === 'full') payment.status = 'refunded';
      save();
      sendWebhook('refund.created', { refund, payment });
      settleRefund(refund, payment);
      return sendJson(res, 200, refund);
    }
    return error(res, 404, `The requested URL ${path} was not found on the server (local stand-in).`, 'NOT_FOUND');
  }

  // ---- The checkout page ----

  function checkoutPage(res: ServerResponse, url: URL) {
    const order = state.orders[url.searchParams.get('order_id') ?? ''];
    const back = safeReturn(url.searchParams.get('return_to'));
    if (!order || !back) return sendText(res, 400, 'Unknown order or return path', 'text/plain; charset=utf-8');
    const rupees = (Number(order.amount) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    const title = escapeHtml(url.searchParams.get('name') ?? 'Yaktiv');
    const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Local checkout</title>
<style>body{font:16px system-ui;margin:0;background:#f3f4f8;color:#111}main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.2rem;margin:0 0 .25rem}p{margin:.5rem 0}.amount{font-size:2rem;font-weight:700}.note{color:#555;font-size:.875rem}
button{display:block;width:100%;padding:.9rem;margin-top:.75rem;border:0;border-radius:8px;font-size:1rem;cursor:pointer}.pay{background:#2563eb;color:#fff}.fail{background:#eee;color:#111}</style>
<main><h1>Razorpay checkout (local stand-in)</h1><p>${title}</p><p class="amount">₹${rupees}</p><p class="note">Order ${escapeHtml(order.id)}. Nothing is charged: this page stands in for Razorpay when no keys are set.</p>
<form method="post" action="${prefix}/checkout"><input type="hidden" name="order_id" value="${escapeHtml(order.id)}"><input type="hidden" name="return_to" value="${escapeHtml(back)}">
<button class="pay" name="outcome" value="pay">Pay ₹${rupees} with UPI</button><button class="fail" name="outcome" value="fail">Fail payment</button></form></main></html>`;
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'content-length': Buffer.byteLength(html),
    });
    res.end(html);
  }

  async function checkoutResult(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams((await readBody(req)).toString('utf8'));
    const orderId = form.get('order_id') ?? '';
    const back = safeReturn(form.get('return_to'));
    if (!state.orders[orderId] || !back) return sendText(res, 400, 'Unknown order or return path');
    let query: URLSearchParams;
    if (state.orders[orderId]!.status === 'paid')
      query = new URLSearchParams({ payment_error: 'This order is already paid' });
    else if (form.get('outcome') === 'pay') query = new URLSearchParams(pay(orderId));
    else {
      const failed = fail(orderId);
      query = new URLSearchParams({
        payment_error: failed.description,
        razorpay_order_id: orderId,
        razorpay_payment_id: failed.payment.id,
      });
    }
    res.writeHead(303, { location: `${back}?${query}`, 'content-length': 0 });
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname.slice(prefix.length);
    if (path.startsWith('/api/v1/')) return api(req, res, path.slice('/api/v1'.length), url);
    if (path === '/checkout' && req.method === 'GET') return checkoutPage(res, url);
    if (path === '/checkout' && req.method === 'POST') return checkoutResult(req, res);
    if (path === '/deliveries' && req.method === 'GET') return sendJson(res, 200, { deliveries });
    return sendJson(res, 404, { message: 'Not Found' });
  }

  // Refunds still pending when the local stack last stopped are processed now, as Razorpay would have.
  for (const refund of Object.values(state.refunds))
    if (refund.status === 'pending')
      settleRefund(refund, state.payments[String(refund.payment_id)] ?? { id: String(refund.payment_id) });

  return {
    prefix,
    state,
    deliveries,
    handle,
    pay,
    fail,
    /** Waits for webhooks in flight (tests, shutdown). */
    idle: async () => {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
export type RazorpayStandIn = ReturnType<typeof createRazorpayStandIn>;

/** The stand-in on its own port (integration tests of the SDK adapter). */
export async function startRazorpayStandIn(options: Omit<RazorpayStandInOptions, 'prefix'> & { port?: number }) {
  const standIn = createRazorpayStandIn({ ...options, prefix: '' });
  const server = createServer((req, res) => {
    standIn.handle(req, res, new URL(req.url ?? '/', 'http://localhost')).catch((e: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { message: String(e) });
    });
  });
  await new Promise<void>((ready) => server.listen(options.port ?? 0, '127.0.0.1', ready));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    standIn,
    url,
    /** What RAZORPAY_API_URL should be: the SDK appends /v1/… */
    apiUrl: `${url}/api`,
    stop: async () => {
      await standIn.idle();
      await new Promise((r) => server.close(r));
      server.closeAllConnections?.();
    },
  };
}
