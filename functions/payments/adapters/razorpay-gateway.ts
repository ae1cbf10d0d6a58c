import API from 'razorpay/dist/api';
import orders from 'razorpay/dist/resources/orders';
import payments from 'razorpay/dist/resources/payments';
import { version } from 'razorpay/package.json';
import type { GatewayOrder, GatewayPayment, PaymentGateway } from '../payment-ports';

// Razorpay through its official Node SDK (docs/decisions/015). The `Razorpay` class wires
// all 24 of the SDK's resources to an API client pinned to https://api.razorpay.com; this builds the
// same API client with the SDK's own `hostUrl` option (the local stand-in or a test's fake when
// RAZORPAY_API_URL is set) and only the two resources the app calls — orders (create, find by
// receipt, an order's payments) and payments (fetch, refund) — which keeps ~42 kB of unused SDK out
// of every payment Lambda (the 500 kB bundle budget).

/** Local and test runs only: where the Razorpay API answers instead of https://api.razorpay.com. */
export const RAZORPAY_API_URL = 'RAZORPAY_API_URL';
const RAZORPAY_HOST = 'https://api.razorpay.com';
/** Lambda gives a function 10 s; an unanswered call must fail before that. */
const TIMEOUT_MS = 8000;

/** The slice of the SDK's axios instance this adapter configures. */
interface SdkHttp {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: { request: { use(fn: (config: SdkRequest) => SdkRequest): number } };
}
interface SdkRequest {
  method?: string;
  url?: string;
  data?: unknown;
  headers: { set(name: string, value: string): unknown };
}

/** What the SDK rejects with: `{ statusCode, error: { code, description } }`, not an Error. */
export class RazorpayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    description: string,
  ) {
    super(`Razorpay ${statusCode} ${code}: ${description}`);
  }
}
const asError = (failure: unknown): Error => {
  if (failure instanceof Error) return failure;
  const { statusCode, error } = (failure ?? {}) as {
    statusCode?: number;
    error?: { code?: string; description?: string };
  };
  return new RazorpayError(
    Number(statusCode ?? 0),
    error?.code ?? 'UNKNOWN',
    error?.description ?? JSON.stringify(failure),
  );
};
const call = async <T>(request: () => Promise<T>): Promise<T> => {
  try {
    return await request();
  } catch (failure) {
    throw asError(failure);
  }
};

const toPayment = (p: Record<string, unknown>): GatewayPayment => ({
  id: String(p.id),
  order_id: (p.order_id as string) ?? null,
  amount: Number(p.amount),
  currency: String(p.currency),
  status: String(p.status),
  error_description: (p.error_description as string) ?? null,
});
const toOrder = (o: Record<string, unknown>): GatewayOrder => ({
  id: String(o.id),
  amount: Number(o.amount),
  currency: String(o.currency),
  receipt: (o.receipt as string) ?? null,
  status: String(o.status),
});

export function razorpayGateway(config: { keyId: string; keySecret: string; apiUrl?: string }): PaymentGateway {
  const api = new API({
    hostUrl: (config.apiUrl ?? RAZORPAY_HOST).replace(/\/$/, ''),
    ua: `razorpay-node@${version}`,
    key_id: config.keyId,
    key_secret: config.keySecret,
  });
  const sdk = { orders: orders(api), payments: payments(api) };
  // The API client's axios instance: a timeout, and the refund idempotency header below.
  const http = (api as unknown as { rq: SdkHttp }).rq;
  http.defaults.timeout = TIMEOUT_MS;
  // Refund idempotency is a header (X-Refund-Idempotency) the SDK has no parameter for; the
  // refund's receipt carries our key, and this puts it in the header of that one call.
  http.interceptors.request.use((request) => {
    const receipt = (request.data as { receipt?: unknown } | undefined)?.receipt;
    if (
      request.method?.toLowerCase() === 'post' &&
      /\/payments\/[^/]+\/refund$/.test(request.url ?? '') &&
      typeof receipt === 'string'
    ) {
      request.headers.set('X-Refund-Idempotency', receipt);
    }
    return request;
  });

  async function findByReceipt(receipt: string): Promise<GatewayOrder | null> {
    const list = await call(() => sdk.orders.all({ receipt, count: 1 }));
    const found = (list.items ?? [])[0] as unknown as Record<string, unknown> | undefined;
    return found ? toOrder(found) : null;
  }

  return {
    keyId: config.keyId,

    async createOrder({ amount, currency, receipt, notes }) {
      try {
        return toOrder(
          (await sdk.orders.create({ amount, currency, receipt, notes })) as unknown as Record<string, unknown>,
        );
      } catch (failure) {
        // Receipts are unique per account: a retry, or a racing call, finds the order made first.
        const existing = await findByReceipt(receipt).catch(() => null);
        if (existing) return existing;
        throw asError(failure);
      }
    },

    async fetchPayment(paymentId) {
      return toPayment((await call(() => sdk.payments.fetch(paymentId))) as unknown as Record<string, unknown>);
    },

    async orderPayments(orderId) {
      const list = await call(() => sdk.orders.fetchPayments(orderId));
      return ((list.items ?? []) as unknown as Record<string, unknown>[]).map(toPayment);
    },

    async refund({ paymentId, amount, key, notes }) {
      const refund = (await call(() =>
        sdk.payments.refund(paymentId, { amount, receipt: key, notes }),
      )) as unknown as Record<string, unknown>;
      return { id: String(refund.id), status: String(refund.status), amount: Number(refund.amount) };
    },
  };
}
