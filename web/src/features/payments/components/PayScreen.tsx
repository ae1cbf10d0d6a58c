import { useParams } from 'react-router-dom';
import { Loading } from '@web/components/Loading';
import { useAuth } from '@web/lib/auth/use-auth';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { usePaymentView } from '../api/payments';
import { usePayFlow } from '../hooks/use-pay-flow';
import { PayAction } from './pay/PayAction';
import { PayGameCard } from './pay/PayGameCard';
import { PayLoadFailed, PaySignIn, PayVerifying } from './pay/PayStates';
import { t } from '../texts';
import '../payments.css';

/** /pay/{requestId}: the game, what it costs, Pay; then the checkout, verification, /my-requests. */
export function PayScreen() {
  const { requestId = '' } = useParams();
  const title = t('payments.title');
  useDocumentTitle(title);
  const { loading, user } = useAuth();
  if (loading) return <Loading />;
  if (!user) return <PaySignIn title={title} requestId={requestId} />;
  return <Pay requestId={requestId} />;
}

function Pay({ requestId }: { requestId: string }) {
  const query = usePaymentView(requestId);
  const { busy, pay } = usePayFlow(requestId, () => void query.refetch());
  const view = query.data;
  const title = t('payments.title');

  if (busy === 'verifying') return <PayVerifying title={title} />;
  if (query.isPending) return <Loading />;
  if (query.error || !view) return <PayLoadFailed title={title} error={query.error} />;
  return (
    <section className="screen pay-screen" aria-labelledby="pay-title">
      <h1 id="pay-title">{title}</h1>
      <PayGameCard view={view} />
      <PayAction view={view} busy={busy} onPay={() => void pay(view)} />
    </section>
  );
}
