import { Link } from 'react-router-dom';
import { ApiRequestError } from '@web/lib/api-client';

/** Signed out: sign in first, then come back to this page. */
export function PaySignIn({ title, requestId }: { title: string; requestId: string }) {
  return (
    <section className="screen" aria-labelledby="pay-title">
      <h1 id="pay-title">{title}</h1>
      <p className="lead">Sign in to pay for your spot.</p>
      <Link to={`/auth?next=${encodeURIComponent(`/pay/${requestId}`)}`} className="btn btn-primary">
        Sign In
      </Link>
    </section>
  );
}

/** Back from the checkout, while the server confirms the payment. */
export function PayVerifying({ title }: { title: string }) {
  return (
    <section className="screen" aria-labelledby="pay-title" aria-busy="true">
      <h1 id="pay-title">{title}</h1>
      <p role="status">Confirming your payment...</p>
    </section>
  );
}

/** The view could not be read: a request that is not the caller's, or another failure. */
export function PayLoadFailed({ title, error }: { title: string; error: Error | null }) {
  const missing = error instanceof ApiRequestError && error.status === 404;
  return (
    <section className="screen" aria-labelledby="pay-title">
      <h1 id="pay-title">{missing ? 'Request not found' : title}</h1>
      <p className={missing ? 'lead' : 'form-error'} role={missing ? undefined : 'alert'}>
        {missing ? 'This payment link is not for a request of yours.' : `Error loading data. ${error?.message ?? ''}`}
      </p>
      <Link to="/my-requests" className="btn btn-primary">
        My Game Requests
      </Link>
    </section>
  );
}
