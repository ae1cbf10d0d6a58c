import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { fullDateIn } from '@web/lib/i18n/format';
import type { HostApplication } from '@shared/schemas/host-application';
import { Loading } from '@web/components/Loading';
import { loadAmplify } from '@web/lib/auth/amplify-loader';
import { useAuth } from '@web/lib/auth/use-auth';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { myHostApplicationKey, useMyHostApplication } from '../api/my-host-application';
import { spokenLanguage, t } from '../texts';
import { HostApplicationForm } from './HostApplicationForm';
import '../become-host.css';

const SIGN_IN_PATH = `/auth?next=${encodeURIComponent('/become-host')}`;

/** /become-host: apply, then follow the application; hosts are sent to their dashboard. */
export function BecomeHostScreen() {
  useDocumentTitle(t('host.become.title'));
  const { loading, user, profile, profileLoading } = useAuth();
  const queryClient = useQueryClient();
  const [applyingAgain, setApplyingAgain] = useState(false);
  const application = useMyHostApplication(user?.id);
  useRoleCatchUp(application.data ?? null);

  if (loading || (user && (profileLoading || application.isPending))) return <Loading />;
  let body: ReactNode;
  if (!user) {
    body = (
      <>
        <p className="lead">{t('host.become.signInPrompt')}</p>
        <Link to={SIGN_IN_PATH} className="btn btn-primary">
          {t('host.signIn')}
        </Link>
      </>
    );
  } else if (application.error) {
    body = (
      <>
        <p className="form-error" role="alert">
          {t('host.become.loadError', { reason: application.error.message })}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void application.refetch()}>
          {t('host.become.tryAgain')}
        </button>
      </>
    );
  } else if (application.data?.status === 'approved') {
    body = <Approved />;
  } else if (profile?.role === 'host') {
    body = (
      <>
        <p className="lead">{t('host.become.alreadyHost')}</p>
        <Link to="/host" className="btn btn-primary">
          {t('host.become.goToDashboard')}
        </Link>
      </>
    );
  } else if (application.data?.status === 'pending') {
    body = <Pending application={application.data} />;
  } else if (application.data?.status === 'rejected' && !applyingAgain) {
    body = <Rejected application={application.data} onApplyAgain={() => setApplyingAgain(true)} />;
  } else {
    body = (
      <>
        <p className="lead">{t('host.become.lead')}</p>
        <HostApplicationForm
          initialPhone={profile?.phone ?? ''}
          onSent={(sent) => {
            setApplyingAgain(false);
            queryClient.setQueryData(myHostApplicationKey(user.id), sent);
          }}
        />
      </>
    );
  }
  return (
    <section className="screen become-host" aria-labelledby="become-host-title">
      <h1 id="become-host-title">{t('host.become.title')}</h1>
      {body}
    </section>
  );
}

/**
 * Approved while this session still says player: the profile (/api/me, which the host screens read)
 * is fetched again and the tokens refreshed, so the ID token's custom:role says host too.
 */
function useRoleCatchUp(application: HostApplication | null) {
  const { profile, refreshProfile, refreshSession } = useAuth();
  const tried = useRef(false);
  const stale = application?.status === 'approved' && profile != null && profile.role !== 'host';
  useEffect(() => {
    if (!stale || tried.current) return;
    tried.current = true;
    void (async () => {
      try {
        const amplify = await loadAmplify();
        await amplify.fetchAuthSession({ forceRefresh: true });
        await refreshSession();
      } catch (error) {
        // The profile below is what the screens read; a token that refreshes later catches up then.
        console.warn('Token refresh after approval failed', error);
      }
      await refreshProfile();
    })();
  }, [stale, refreshProfile, refreshSession]);
}

function Pending({ application }: { application: HostApplication }) {
  return (
    <div className="card become-host-status" role="status">
      <h2>{t('host.become.pendingTitle')}</h2>
      <p>{t('host.become.pendingLead')}</p>
      <p className="field-hint">
        {t('host.become.sent', { date: fullDateIn(spokenLanguage(), application.created_at) })}
      </p>
    </div>
  );
}

function Approved() {
  return (
    <div className="card become-host-status">
      <h2>{t('host.become.approvedTitle')}</h2>
      <p>{t('host.become.approvedLead')}</p>
      <div className="actions">
        <Link to="/host" className="btn btn-primary">
          {t('host.become.goToDashboard')}
        </Link>
        <Link to="/create-game" className="btn btn-secondary">
          {t('host.createGame')}
        </Link>
      </div>
    </div>
  );
}

function Rejected({ application, onApplyAgain }: { application: HostApplication; onApplyAgain: () => void }) {
  return (
    <div className="card become-host-status">
      <h2>{t('host.become.rejectedTitle')}</h2>
      <p>
        <strong>{t('host.become.reason')}</strong> {application.reason}
      </p>
      <button type="button" className="btn btn-primary" onClick={onApplyAgain}>
        {t('host.become.applyAgain')}
      </button>
    </div>
  );
}
