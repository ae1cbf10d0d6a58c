import { Link } from 'react-router-dom';
import { ApiRequestError } from '@web/lib/api-client';
import { t } from '../../texts';

/** Signed out: sign in first, then come back to this page. */
export function PaySignIn({ title, requestId }: { title: string; requestId: string }) {
  return (
    <section className="screen" aria-labelledby="pay-title">
      <h1 id="pay-title">{title}</h1>
      <p className="lead">{t('payments.signInLead')}</p>
      <Link to={`/auth?next=${encodeURIComponent(`/pay/${requestId}`)}`} className="btn btn-primary">
        {t('payments.signIn')}
      </Link>
    </section>
  );
}

/** Back from the checkout, while the server confirms the payment. */
export function PayVerifying({ title }: { title: string }) {
  return (
    <section className="screen" aria-labelledby="pay-title" aria-busy="true">
      <h1 id="pay-title">{title}</h1>
      <p role="status">{t('payments.verifying')}</p>
    </section>
  );
}

/** The view could not be read: a request that is not the caller's, or another failure. */
export function PayLoadFailed({ title, error }: { title: string; error: Error | null }) {
  const missing = error instanceof ApiRequestError && error.status === 404;
  return (
    <section className="screen" aria-labelledby="pay-title">
      <h1 id="pay-title">{missing ? t('payments.notFound') : title}</h1>
      <p className={missing ? 'lead' : 'form-error'} role={missing ? undefined : 'alert'}>
        {missing ? t('payments.notYours') : t('payments.loadFailed', { message: error?.message ?? '' })}
      </p>
      <Link to="/my-requests" className="btn btn-primary">
        {t('payments.myRequests')}
      </Link>
    </section>
  );
}
