import { BRAND } from '@shared/constants';
import { RAZORPAY_WEB } from '@shared/rules/web-origins';
import type { OrderAnswer } from '@shared/schemas/payment';
import type { CheckoutResult } from './api/payments';
import { t } from './texts';

// Where the player pays (decision 015). With Razorpay keys configured (the public config
// carries the key id), Razorpay Checkout — its script is loaded only then, only on this page. The
// local stack has no keys: its stand-in's checkout page takes the payment and comes back to
// /pay/{requestId} with the same three signed fields.

const CHECKOUT_SCRIPT = RAZORPAY_WEB.checkoutScript;
/** --color-primary: the checkout wears the app's colour, beside its brand name. */
export const CHECKOUT_THEME = '#c2410c';
export const LOCAL_CHECKOUT_PATH = '/local-razorpay/checkout';

interface RazorpayFailure {
  error?: { description?: string; reason?: string };
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (failure: RazorpayFailure) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;
function loadCheckout(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error(t('payments.checkoutMissing')));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error(t('payments.checkoutFailed')));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export interface CheckoutHandlers {
  /** The payment went through: verify these on the server. */
  onPaid(result: CheckoutResult): void;
  /** An attempt failed; Checkout stays open so the player can try again. */
  onFailed(description: string | null): void;
  /** Closed without paying. */
  onDismissed(): void;
}

/** Opens Razorpay Checkout (card and UPI) for the order. */
export async function openRazorpayCheckout(
  input: { order: OrderAnswer; description: string; prefill: { name: string; email: string; contact: string | null } },
  handlers: CheckoutHandlers,
): Promise<void> {
  const Razorpay = await loadCheckout();
  const checkout = new Razorpay({
    key: input.order.keyId,
    amount: input.order.amount,
    currency: input.order.currency,
    order_id: input.order.orderId,
    name: BRAND.name,
    description: input.description,
    prefill: {
      name: input.prefill.name,
      email: input.prefill.email,
      ...(input.prefill.contact ? { contact: input.prefill.contact } : {}),
    },
    theme: { color: CHECKOUT_THEME },
    handler: (result: CheckoutResult) => handlers.onPaid(result),
    modal: { ondismiss: () => handlers.onDismissed() },
  });
  checkout.on('payment.failed', (event) => handlers.onFailed(event.error?.description ?? null));
  checkout.open();
}

/** The local stand-in's checkout page, which returns to this request's pay page. */
export const localCheckoutUrl = (order: OrderAnswer, requestId: string, title: string) =>
  `${LOCAL_CHECKOUT_PATH}?${new URLSearchParams({ order_id: order.orderId, return_to: `/pay/${requestId}`, name: title })}`;

/** The three fields the local checkout (or a redirect-mode checkout) put on the pay page's URL. */
export function checkoutReturn(params: URLSearchParams): { result: CheckoutResult | null; failure: string | null } {
  const failure = params.get('payment_error');
  const result = {
    razorpay_order_id: params.get('razorpay_order_id') ?? '',
    razorpay_payment_id: params.get('razorpay_payment_id') ?? '',
    razorpay_signature: params.get('razorpay_signature') ?? '',
  };
  if (failure !== null) return { result: null, failure };
  return {
    result: result.razorpay_order_id && result.razorpay_payment_id && result.razorpay_signature ? result : null,
    failure: null,
  };
}
