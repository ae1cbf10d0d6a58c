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
import { useDocumentTitle } from '@web/lib/use-document-title';
import { decideHostApplication, useHostApplications } from '../api/admin-host-applications';
import { AdminNav } from './AdminNav';
import { LoadError } from './LoadError';
import '../admin.css';

const STATUSES: { value: HostApplicationStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** /admin/host-applications: operators approve or reject host applications, pending first. */
export function AdminHostApplicationsScreen({ notFound }: { notFound: ReactNode }) {
  useDocumentTitle('Host applications');
  const [status, setStatus] = useState<HostApplicationStatus>('pending');
  const list = useHostApplications(status);
  // The server is the truth: a token without the group (or a stale one) gets its 404.
  if (list.error instanceof ApiRequestError && list.error.status === 404) return <>{notFound}</>;
  const applications = list.data?.pages.flatMap((page) => page.applications) ?? [];

  return (
    <section className="screen admin-screen" aria-labelledby="admin-applications-title">
      <AdminNav />
      <h1 id="admin-applications-title">Host applications</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields: role=group names them together without a fieldset's form semantics and default frame. */}
      <div className="admin-filter" role="group" aria-label="Show applications">
        {STATUSES.map((s) => (
          <button
            key={s.value}
            type="button"
            className={`btn ${status === s.value ? 'btn-primary' : 'btn-secondary'}`}
            aria-pressed={status === s.value}
            onClick={() => setStatus(s.value)}
          >
            {s.label}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <LoadError what="applications" error={list.error} onRetry={() => void list.refetch()} />
      ) : applications.length === 0 ? (
        <p className="lead">No {status} applications.</p>
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
      setError(HOST_APPLICATION_MESSAGES.reasonRequired);
      document.getElementById(`${headingId}-reason`)?.focus();
      return;
    }
    try {
      await decideHostApplication(application.id, action, reason);
      toast({ title: action === 'approve' ? `${application.applicant_name} is a host now` : 'Application rejected' });
      await queryClient.invalidateQueries({ queryKey: ['admin-host-applications'] });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <article className="card admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{application.applicant_name}</h2>
      <dl className="admin-facts">
        <dt>Sports</dt>
        <dd>{application.sports.map((sport) => sportLabel(sport)).join(', ')}</dd>
        <dt>City</dt>
        <dd>{application.city}</dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${application.phone}`}>{application.phone}</a>
        </dd>
        <dt>Applied</dt>
        <dd>{when(application.created_at)}</dd>
        <dt>Why</dt>
        <dd>{application.why}</dd>
        <dt>Experience</dt>
        <dd className="admin-multiline">{application.experience}</dd>
        {application.reason ? (
          <>
            <dt>Reason</dt>
            <dd>{application.reason}</dd>
          </>
        ) : null}
      </dl>
      {application.status === 'pending' ? (
        <>
          <Field label="Reason (required to reject)" id={`${headingId}-reason`} error={error}>
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
              busyLabel="Approving..."
              disabled={reject.busy}
              onClick={() => void approve.run(() => decide('approve'))}
            >
              Approve
            </BusyButton>
            <BusyButton
              busy={reject.busy}
              busyLabel="Rejecting..."
              className="btn btn-secondary"
              disabled={approve.busy}
              onClick={() => void reject.run(() => decide('reject'))}
            >
              Reject
            </BusyButton>
          </div>
        </>
      ) : (
        <p className="badge">{application.status === 'approved' ? 'Approved' : 'Rejected'}</p>
      )}
    </article>
  );
}
