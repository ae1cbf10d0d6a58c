import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { HostApplication } from '@shared/schemas/host-application';
import { HOST_APPLICATION_MESSAGES, type HostApplicationStatus } from '@shared/texts/host-application';
import { BusyButton, Field, useBusy } from '@web/components/form';
import { LoadMoreButton } from '@web/components/LoadMoreButton';
import { Loading } from '@web/components/Loading';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { sportLabel } from '@web/lib/games/labels';
import { localMessage } from '@web/lib/i18n/local-message';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { decideHostApplication, useHostApplications } from '../api/admin-host-applications';
import { moderationTime as when } from '../moderation-action';
import { t } from '../texts';
import { AdminNav } from './AdminNav';
import { LoadError } from './LoadError';
import '../admin.css';

const STATUSES: readonly HostApplicationStatus[] = ['pending', 'approved', 'rejected'];

/** /admin/host-applications: operators approve or reject host applications, pending first. */
export function AdminHostApplicationsScreen({ notFound }: { notFound: ReactNode }) {
  useDocumentTitle(t('admin.applications.title'));
  const [status, setStatus] = useState<HostApplicationStatus>('pending');
  const list = useHostApplications(status);
  // The server is the truth: a token without the group (or a stale one) gets its 404.
  if (list.error instanceof ApiRequestError && list.error.status === 404) return <>{notFound}</>;
  const applications = list.data?.pages.flatMap((page) => page.applications) ?? [];

  return (
    <section className="screen admin-screen" aria-labelledby="admin-applications-title">
      <AdminNav />
      <h1 id="admin-applications-title">{t('admin.applications.title')}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields: role=group names them together without a fieldset's form semantics and default frame. */}
      <div className="admin-filter" role="group" aria-label={t('admin.applications.show')}>
        {STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            className={`btn ${status === value ? 'btn-primary' : 'btn-secondary'}`}
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
          >
            {t(`admin.status.${value}`)}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <LoadError what="applications" error={list.error} onRetry={() => void list.refetch()} />
      ) : applications.length === 0 ? (
        <p className="lead">{t(`admin.applications.none.${status}`)}</p>
      ) : (
        <ul className="admin-list">
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={list} />
    </section>
  );
}

function ApplicationCard({ application }: { application: HostApplication }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const approve = useBusy();
  const reject = useBusy();
  const headingId = `application-${application.id}`;

  const decide = async (action: 'approve' | 'reject') => {
    if (action === 'reject' && !reason.trim()) {
      setError(localMessage(HOST_APPLICATION_MESSAGES.reasonRequired));
      document.getElementById(`${headingId}-reason`)?.focus();
      return;
    }
    try {
      await decideHostApplication(application.id, action, reason);
      toast({
        title:
          action === 'approve'
            ? t('admin.application.approved', { name: application.applicant_name })
            : t('admin.application.rejected'),
      });
      await queryClient.invalidateQueries({ queryKey: ['admin-host-applications'] });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <article className="card admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{application.applicant_name}</h2>
      <dl className="admin-facts">
        <dt>{t('admin.application.sports')}</dt>
        <dd>{application.sports.map((sport) => sportLabel(sport)).join(', ')}</dd>
        <dt>{t('admin.application.city')}</dt>
        <dd>{application.city}</dd>
        <dt>{t('admin.application.phone')}</dt>
        <dd>
          <a href={`tel:${application.phone}`}>{application.phone}</a>
        </dd>
        <dt>{t('admin.application.applied')}</dt>
        <dd>{when(application.created_at)}</dd>
        <dt>{t('admin.application.why')}</dt>
        <dd>{application.why}</dd>
        <dt>{t('admin.application.experience')}</dt>
        <dd className="admin-multiline">{application.experience}</dd>
        {application.reason ? (
          <>
            <dt>{t('admin.application.reason')}</dt>
            <dd>{application.reason}</dd>
          </>
        ) : null}
      </dl>
      {application.status === 'pending' ? (
        <>
          <Field label={t('admin.application.reasonField')} id={`${headingId}-reason`} error={error}>
            <input
              value={reason}
              maxLength={500}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          </Field>
          <div className="actions">
            <BusyButton
              busy={approve.busy}
              busyLabel={t('admin.application.approving')}
              disabled={reject.busy}
              onClick={() => void approve.run(() => decide('approve'))}
            >
              {t('admin.application.approve')}
            </BusyButton>
            <BusyButton
              busy={reject.busy}
              busyLabel={t('admin.application.rejecting')}
              className="btn btn-secondary"
              disabled={approve.busy}
              onClick={() => void reject.run(() => decide('reject'))}
            >
              {t('admin.application.reject')}
            </BusyButton>
          </div>
        </>
      ) : (
        <p className="badge">{t(`admin.status.${application.status}`)}</p>
      )}
    </article>
  );
}
