import { lazy, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar } from '@web/components/Avatar';
import { LazyWhen } from '@web/components/LazyWhen';
import { toastRegularFailure } from '@web/components/regulars/regular-errors';
import { t } from '@web/components/regulars/texts';
import { toast } from '@web/components/toast/toast-store';
import { formatWhen } from '@web/lib/games/format';
import { decideRegular, seriesRegularsKey, type SeriesRegular, type SeriesRegulars } from './regulars-host-api';
import { seriesQueryKey } from './series-api';

const RemoveRegularDialog = lazy(() =>
  import('./RemoveRegularDialog').then((module) => ({ default: module.RemoveRegularDialog })),
);

/** The host's two lists: players asking to be regulars (approve or decline) and the regulars (remove). */
export function RegularsList({ seriesId, data }: { seriesId: string; data: SeriesRegulars }) {
  const pending = data.regulars.filter((regular) => regular.status === 'pending');
  const approved = data.regulars.filter((regular) => regular.status === 'approved');
  const [removing, setRemoving] = useState<SeriesRegular | null>(null);
  if (data.regulars.length === 0) return <p className="empty-state regulars-empty">{t('regulars.screen.empty')}</p>;
  return (
    <>
      <p className="regulars-count">{t('regulars.screen.count', { count: approved.length, max: data.max_players })}</p>
      {pending.length > 0 ? (
        <section aria-labelledby="regulars-pending">
          <h2 id="regulars-pending">{t('regulars.screen.pending')}</h2>
          <ul className="regulars-list">
            {pending.map((regular) => (
              <li key={regular.user_id} className="card regular-row">
                <RegularWho regular={regular} />
                <DecisionButtons seriesId={seriesId} regular={regular} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="regulars-approved">
        <h2 id="regulars-approved">{t('regulars.screen.approved')}</h2>
        {approved.length === 0 ? (
          <p className="field-hint">{t('regulars.screen.noneApproved')}</p>
        ) : (
          <ul className="regulars-list">
            {approved.map((regular) => (
              <li key={regular.user_id} className="card regular-row">
                <RegularWho regular={regular} />
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  aria-haspopup="dialog"
                  aria-label={t('regulars.screen.removeLabel', { name: regular.name })}
                  onClick={() => setRemoving(regular)}
                >
                  {t('regulars.screen.remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <LazyWhen when={removing !== null}>
        {removing ? (
          <RemoveRegularDialog seriesId={seriesId} regular={removing} onClose={() => setRemoving(null)} />
        ) : null}
      </LazyWhen>
    </>
  );
}

function RegularWho({ regular }: { regular: SeriesRegular }) {
  return (
    <div className="regular-who">
      <Avatar name={regular.name} src={regular.avatar_url} />
      <div>
        <p className="regular-name">{regular.name}</p>
        <p className="field-hint">
          {regular.show_up
            ? t('regulars.screen.showUp', { rate: regular.show_up.rate, games: regular.show_up.games })
            : t('regulars.screen.new')}
          {regular.status === 'pending'
            ? ` · ${t('regulars.screen.askedOn', { when: formatWhen(regular.asked_at) })}`
            : ''}
        </p>
      </div>
    </div>
  );
}

function DecisionButtons({ seriesId, regular }: { seriesId: string; regular: SeriesRegular }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);
  const decide = async (action: 'approve' | 'decline') => {
    setBusy(action);
    try {
      await decideRegular(seriesId, regular.user_id, action);
      toast({
        title: t(action === 'approve' ? 'regulars.screen.approvedToast' : 'regulars.screen.declinedToast', {
          name: regular.name,
        }),
        variant: 'success',
      });
    } catch (error) {
      toastRegularFailure(error);
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: seriesRegularsKey(seriesId) });
      void queryClient.invalidateQueries({ queryKey: seriesQueryKey(seriesId) });
    }
  };
  return (
    <div className="regular-actions">
      <button
        type="button"
        className="btn btn-primary btn-small"
        disabled={busy !== null}
        aria-busy={busy === 'approve' || undefined}
        onClick={() => void decide('approve')}
      >
        {t('regulars.screen.approve')}
        <span className="visually-hidden"> {regular.name}</span>
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={busy !== null}
        aria-busy={busy === 'decline' || undefined}
        onClick={() => void decide('decline')}
      >
        {t('regulars.screen.decline')}
        <span className="visually-hidden"> {regular.name}</span>
      </button>
    </div>
  );
}
