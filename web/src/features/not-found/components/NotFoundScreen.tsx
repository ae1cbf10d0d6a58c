import { Link } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { useDocumentTitle } from '@web/lib/use-document-title';

export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <section className="screen not-found" aria-labelledby="not-found-title">
      <p className="not-found-code">404</p>
      <h1 id="not-found-title">{MESSAGES.pageNotFound}</h1>
      <Link to="/" className="btn btn-primary">
        Return to Home
      </Link>
    </section>
  );
}
