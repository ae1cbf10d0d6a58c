import { Link } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { useDocumentTitle } from '@web/lib/use-document-title';

export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <section className="screen not-found" aria-labelledby="not-found-title">
      <p className="not-found-code">404</p>
      <h1 id="not-found-title">{MESSAGES.pageNotFound}</h1>
      <p className="muted">The link may be old, or the game or community may have been removed.</p>
      <div className="not-found-actions">
        <Link to="/" className="btn btn-primary">
          Return to Home
        </Link>
        <Link to="/discover" className="btn btn-secondary">
          Find games near you
        </Link>
      </div>
    </section>
  );
}
