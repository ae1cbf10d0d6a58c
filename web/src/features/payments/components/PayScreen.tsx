import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatRupees } from '@shared/rules/game-rules';
import { PAYMENT_MESSAGES } from '@shared/rules/payment-rules';
import type { PaymentView } from '@shared/schemas/payment';
import { Loading } from '@web/components/Loading';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { publicConfig } from '@web/lib/auth/public-config';
import { useAuth } from '@web/lib/auth/use-auth';
import { formatGameDate } from '@web/lib/games/format';
import { myRequestsKey } from '@web/lib/requests/requests';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { createOrder, usePaymentView, verifyPayment, type CheckoutResult } from '../api/payments';
import { checkoutReturn, localCheckoutUrl, openRazorpayCheckout } from '../checkout';
import '../payments.css';

const TITLE = 'Payment';

/** /pay/{requestId}: the game, what it costs, Pay; then the checkout, verification, /my-requests. */
export function PayScreen() {
  const { requestId = '' } = useParams();
  useDocumentTitle(TITLE);
  const { loading, user } = useAuth();
  if (loading) return <Loading />;
  if (!user) {
    return (
      <section className="screen" aria-labelledby="pay-title">
        <h1 id="pay-title">{TITLE}</h1>
        <p className="lead">Sign in to pay for your spot.</p>
        <Link to={`/auth?next=${encodeURIComponent(`/pay/${requestId}`)}`} className="btn btn-primary">
          Sign In
        </Link>
      </section>
    );
  }
  return <Pay requestId={requestId} />;
}

function Pay({ requestId }: { requestId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState<null | 'paying' | 'verifying'>(null);
  const handledReturn = useRef(false);
  const query = usePaymentView(requestId);
  const view = query.data;

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
      void query.refetch();
    } finally {
      setBusy(null);
    }
  }

  // Back from the local checkout page (or a redirect-mode checkout): verify, or say it failed.
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
      void query.refetch();
    }
  }

  if (busy === 'verifying') {
    return (
      <section className="screen" aria-labelledby="pay-title" aria-busy="true">
        <h1 id="pay-title">{TITLE}</h1>
        <p role="status">Confirming your payment...</p>
      </section>
    );
  }
  if (query.isPending) return <Loading />;
  if (query.error || !view) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <section className="screen" aria-labelledby="pay-title">
        <h1 id="pay-title">{missing ? 'Request not found' : TITLE}</h1>
        <p className={missing ? 'lead' : 'form-error'} role={missing ? undefined : 'alert'}>
          {missing
            ? 'This payment link is not for a request of yours.'
            : `Error loading data. ${query.error?.message ?? ''}`}
        </p>
        <Link to="/my-requests" className="btn btn-primary">
          My Game Requests
        </Link>
      </section>
    );
  }

  const { game, breakdown, request } = view;
  const paid = request.status === 'confirmed' && request.payment_status === 'paid';
  return (
    <section className="screen pay-screen" aria-labelledby="pay-title">
      <h1 id="pay-title">{TITLE}</h1>
      <article className="card pay-card" aria-label="Game">
        <h2 className="pay-game-title">
          <Link to={`/game/${encodeURIComponent(game.id)}`}>{game.title}</Link>
        </h2>
        <ul className="pay-facts">
          <li>
            <time dateTime={game.game_datetime}>{formatGameDate(game.game_datetime)}</time>
          </li>
          <li>{game.location}</li>
        </ul>
        <dl className="pay-breakdown">
          <div>
            <dt>Price</dt>
            <dd>{formatRupees(breakdown.price)}</dd>
          </div>
          <div>
            <dt>Platform fee</dt>
            <dd>{formatRupees(breakdown.fee)}</dd>
          </div>
          <div className="pay-total">
            <dt>Total Amount</dt>
            <dd>{formatRupees(breakdown.total)}</dd>
          </div>
        </dl>
        {view.payable && request.offer_due_at ? (
          <p className="pay-due">
            A spot opened up for you: pay by{' '}
            <time dateTime={request.offer_due_at}>{formatGameDate(request.offer_due_at)}</time>, or it goes to the next
            player.
          </p>
        ) : null}
      </article>

      {view.payable ? (
        <>
          <button
            type="button"
            className="btn btn-primary pay-button"
            disabled={busy !== null}
            onClick={() => void pay(view)}
          >
            {busy === 'paying' ? 'Opening payment...' : `Pay ${formatRupees(breakdown.total)}`}
          </button>
          <p className="muted pay-note">Card or UPI. Your spot is confirmed as soon as the payment goes through.</p>
        </>
      ) : (
        <div className="card pay-closed">
          <p>
            {paid ? "You're confirmed: this request is paid. Your PAID game pass is in My Game Requests." : view.reason}
          </p>
          <Link to="/my-requests" className="btn btn-primary">
            My Game Requests
          </Link>
        </div>
      )}
    </section>
  );
}
