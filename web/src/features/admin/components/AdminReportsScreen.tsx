import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ReportedGame } from '@shared/schemas/game-reports';
import { BusyButton, Field, useBusy } from '@web/components/form';
import { Loading } from '@web/components/Loading';
import { ApiRequestError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { dismissReports, takeGameDown, useReportedGames } from '../api/admin-reports';
import { moderationTime as when, useModerationAction } from '../moderation-action';
import { t } from '../texts';
import { AdminNav } from './AdminNav';
import { ReportedReviewCard } from './ReportedReviewCard';
import { LoadError } from './LoadError';
import '../admin.css';

/** /admin/reports: open reports grouped by game (dismiss, take down), then reported community reviews (keep, remove). */
export function AdminReportsScreen({ notFound }: { notFound: ReactNode }) {
  useDocumentTitle(t('admin.reports.title'));
  const reports = useReportedGames();
  if (reports.error instanceof ApiRequestError && reports.error.status === 404) return <>{notFound}</>;

  return (
    <section className="screen admin-screen" aria-labelledby="admin-reports-title">
      <AdminNav />
      <h1 id="admin-reports-title">{t('admin.reports.title')}</h1>
      {reports.isPending ? (
        <Loading />
      ) : reports.error ? (
        <LoadError what="reports" error={reports.error} onRetry={() => void reports.refetch()} />
      ) : reports.data.games.length === 0 && reports.data.reviews.length === 0 ? (
        <p className="lead">{t('admin.reports.none')}</p>
      ) : (
        <>
          <ul className="admin-list">
            {reports.data.games.map((game) => (
              <li key={game.game_id}>
                <ReportedGameCard game={game} />
              </li>
            ))}
          </ul>
          {reports.data.truncated ? <p className="field-hint">{t('admin.reports.truncated')}</p> : null}
          {reports.data.reviews.length ? (
            <section className="admin-section" aria-labelledby="admin-reported-reviews">
              <h2 id="admin-reported-reviews">{t('admin.reports.reviews')}</h2>
              <ul className="admin-list">
                {reports.data.reviews.map((review) => (
                  <li key={`${review.community_id}-${review.user_id}`}>
                    <ReportedReviewCard review={review} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}

function ReportedGameCard({ game }: { game: ReportedGame }) {
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { act, error } = useModerationAction();
  const dismiss = useBusy();
  const takeDown = useBusy();
  const headingId = `reported-${game.game_id}`;

  return (
    <article className="card admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={`/game/${game.game_id}`}>{game.title}</Link>
      </h2>
      <p>
        {t('admin.game.host', { name: game.host?.name ?? t('admin.game.unknownHost') })} ·{' '}
        {t('admin.game.starts', { when: when(game.game_datetime) })} ·{' '}
        <strong>{t('admin.game.count', { count: game.count })}</strong>
      </p>
      <ul className="admin-reasons" aria-label={t('admin.game.reportsOf', { title: game.title })}>
        {game.reports.map((report, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: reports have no id and two may share a time; the list is replaced on each read, never reordered.
          <li key={`${report.created_at}-${index}`}>
            <span className="admin-multiline">{report.reason}</span>{' '}
            <span className="field-hint">{when(report.created_at)}</span>
          </li>
        ))}
      </ul>
      <Field label={t('admin.game.note')} error={error}>
        <input value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
      </Field>
      <div className="actions">
        <BusyButton
          busy={dismiss.busy}
          busyLabel={t('admin.game.dismissing')}
          className="btn btn-secondary"
          disabled={takeDown.busy}
          onClick={() => void dismiss.run(() => act(() => dismissReports(game.game_id), t('admin.game.dismissed')))}
        >
          {t('admin.game.dismiss')}
        </BusyButton>
        {confirming ? (
          <BusyButton
            busy={takeDown.busy}
            busyLabel={t('admin.game.takingDown')}
            disabled={dismiss.busy}
            onClick={() =>
              void takeDown.run(() => act(() => takeGameDown(game.game_id, note), t('admin.game.takenDown')))
            }
          >
            {t('admin.game.confirmTakeDown')}
          </BusyButton>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
            {t('admin.game.takeDown')}
          </button>
        )}
      </div>
      {confirming ? (
        <p className="field-hint" role="status">
          {t('admin.game.takeDownNote')}
        </p>
      ) : null}
    </article>
  );
}
