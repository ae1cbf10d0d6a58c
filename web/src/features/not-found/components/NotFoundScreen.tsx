import { Link } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { localMessage } from '@web/lib/i18n/local-message';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { t } from '../texts';

export function NotFoundScreen() {
  useDocumentTitle(t('notfound.pageTitle'));
  return (
    <section className="screen not-found" aria-labelledby="not-found-title">
      <p className="not-found-code">404</p>
      <h1 id="not-found-title">{localMessage(MESSAGES.pageNotFound)}</h1>
      <p className="muted">{t('notfound.body')}</p>
      <div className="not-found-actions">
        <Link to="/" className="btn btn-primary">
          {t('notfound.home')}
        </Link>
        <Link to="/discover" className="btn btn-secondary">
          {t('notfound.discover')}
        </Link>
      </div>
    </section>
  );
}
