import { Link, useLocation, useParams } from 'react-router-dom';
import type { Game } from '@shared/schemas/game';
import { Loading } from '@web/components/Loading';
import { t } from '@web/components/regulars/texts';
import { ApiRequestError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useGame } from '../api/game';
import { useHostAccess } from '../hooks/use-host-access';
import { RegularsList } from './RegularsList';
import { RegularsSettingsForm } from './RegularsSettingsForm';
import { useSeriesRegulars } from './regulars-host-api';
import { useSeries } from './series-api';
import '@web/components/regulars/regulars.css';
import './series.css';

/** /game/{id}/regulars: the host's list of a series' regulars, their requests and the two settings. */
export function RegularsScreen() {
  const { id = '' } = useParams();
  const { access, userIds } = useHostAccess();
  const game = useGame(id);
  useDocumentTitle(t('regulars.screen.title'));
  if (access === 'loading' || (game.isPending && access !== 'signed-out')) return <Loading />;
  if (access === 'signed-out') return <SignInFirst />;
  const missing = game.error instanceof ApiRequestError && game.error.status === 404;
  if (game.error && !missing) return <LoadFailed onRetry={() => void game.refetch()} />;
  if (!game.data || missing || !userIds.includes(game.data.host_id)) return <NotTheHost />;
  if (!game.data.series_id) return <NotTheHost text={t('regulars.screen.oneOff')} game={game.data} />;
  return <HostRegulars game={{ ...game.data, series_id: game.data.series_id }} />;
}

function HostRegulars({ game }: { game: Game & { series_id: string } }) {
  const list = useSeriesRegulars(game.series_id);
  const series = useSeries(game.series_id);
  const forbidden = list.error instanceof ApiRequestError && [403, 404].includes(list.error.status);
  if (forbidden) return <NotTheHost />;
  return (
    <section className="screen regulars-screen" aria-labelledby="regulars-title">
      <header className="screen-header">
        <Link to={`/game/${encodeURIComponent(game.id)}`} className="back-link">
          {t('regulars.screen.back')}
        </Link>
        <h1 id="regulars-title">{t('regulars.screen.title')}</h1>
        <p className="lead">{game.title}</p>
      </header>
      {list.isPending ? (
        <p className="field-hint" aria-busy="true">
          {t('regulars.loading')}
        </p>
      ) : list.isError || !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()} inline />
      ) : (
        <RegularsList seriesId={game.series_id} data={list.data} />
      )}
      {series.data?.regulars ? (
        <RegularsSettingsForm seriesId={game.series_id} settings={series.data.regulars} />
      ) : null}
    </section>
  );
}

function SignInFirst() {
  const { pathname } = useLocation();
  return (
    <section className="screen" aria-labelledby="regulars-title">
      <h1 id="regulars-title">{t('regulars.screen.title')}</h1>
      <p className="lead">{t('regulars.screen.signIn')}</p>
      <Link to={`/auth?next=${encodeURIComponent(pathname)}`} className="btn btn-primary">
        {t('regulars.screen.signInButton')}
      </Link>
    </section>
  );
}

function NotTheHost({ text = t('regulars.screen.notHostText'), game }: { text?: string; game?: Game }) {
  return (
    <section className="screen" aria-labelledby="regulars-title">
      <h1 id="regulars-title">{t('regulars.screen.notHost')}</h1>
      <p className="lead">{text}</p>
      {game ? (
        <Link to={`/game/${encodeURIComponent(game.id)}`} className="btn btn-primary">
          {t('regulars.screen.back')}
        </Link>
      ) : null}
    </section>
  );
}

function LoadFailed({ onRetry, inline = false }: { onRetry: () => void; inline?: boolean }) {
  const body = (
    <>
      <p className="form-error" role="alert">
        {t('regulars.screen.loadFailed')}
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('regulars.screen.tryAgain')}
      </button>
    </>
  );
  if (inline) return body;
  return (
    <section className="screen" aria-labelledby="regulars-title">
      <h1 id="regulars-title">{t('regulars.screen.title')}</h1>
      {body}
    </section>
  );
}
