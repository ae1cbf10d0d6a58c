import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PAYMENT_MESSAGES } from '@shared/rules/payment-rules';
import type { PaymentView } from '@shared/schemas/payment';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { publicConfig } from '@web/lib/auth/public-config';
import { myRequestsKey } from '@web/lib/requests/requests';
import { createOrder, verifyPayment, type CheckoutResult } from '../api/payments';
import { checkoutReturn, localCheckoutUrl, openRazorpayCheckout } from '../checkout';

export type PayBusy = null | 'paying' | 'verifying';

/**
 * Paying for one request: the order, the checkout (Razorpay's, or the local stand-in's page),
 * the verification and the way on to /my-requests, with a toast for each way it can fail.
 * `refetchView` reads the pay page's view again after a failure.
 */
export function usePayFlow(requestId: string, refetchView: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState<PayBusy>(null);
  const handledReturn = useRef(false);

  const failed = (description: string | null) =>
    toast({
      title: PAYMENT_MESSAGES.failedTitle,
      description: description || PAYMENT_MESSAGES.notCompleted,
      variant: 'destructive',
    });

  async function verify(result: CheckoutResult, gameId?: string) {
    setBusy('verifying');
    try {
      const answer = await verifyPayment(requestId, gameId, result);
      void queryClient.invalidateQueries({ queryKey: myRequestsKey });
      const title =
        answer.status === 'confirmed'
          ? PAYMENT_MESSAGES.confirmedTitle
          : answer.status === 'waitlist'
            ? PAYMENT_MESSAGES.waitlistedTitle
            : PAYMENT_MESSAGES.processingTitle;
      toast({ title, description: answer.message, variant: answer.status === 'confirmed' ? 'success' : 'default' });
      navigate('/my-requests', { replace: true });
    } catch (error) {
      const message = error instanceof ApiRequestError && error.status < 500 ? error.message : null;
      toast({
        title: PAYMENT_MESSAGES.verificationFailedTitle,
        description: message || PAYMENT_MESSAGES.contactSupport,
        variant: 'destructive',
      });
      refetchView();
    } finally {
      setBusy(null);
    }
  }

  // Back from the local checkout page (or a redirect-mode checkout): verify, or say it failed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a return is handled once (the ref) from the address it came back to; verify and failed are this render's, which is the one that reads it.
  useEffect(() => {
    if (handledReturn.current) return;
    const { result, failure } = checkoutReturn(params);
    if (!result && failure === null) return;
    handledReturn.current = true;
    setParams({}, { replace: true });
    if (failure !== null) failed(failure);
    else if (result) void verify(result);
    // Runs once per return (the ref), and the URL is cleared so a reload doesn't verify again.
  }, [params]);

  async function pay(current: PaymentView) {
    setBusy('paying');
    try {
      const order = await createOrder(requestId, current.game.id);
      const { razorpayKeyId } = await publicConfig;
      if (!razorpayKeyId) {
        window.location.assign(localCheckoutUrl(order, requestId, current.game.title));
        return;
      }
      await openRazorpayCheckout(
        {
          order,
          description: current.game.title,
          prefill: { name: current.contact.name, email: current.contact.email, contact: current.contact.phone },
        },
        {
          onPaid: (result) => void verify(result, current.game.id),
          onFailed: (description) => failed(description),
          onDismissed: () => setBusy((state) => (state === 'paying' ? null : state)),
        },
      );
    } catch (error) {
      toast({
        title: PAYMENT_MESSAGES.failedTitle,
        description: error instanceof Error && error.message ? error.message : PAYMENT_MESSAGES.notCompleted,
        variant: 'destructive',
      });
      setBusy(null);
      refetchView();
    }
  }

  return { busy, pay };
}
