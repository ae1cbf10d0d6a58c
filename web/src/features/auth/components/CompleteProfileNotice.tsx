import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** A signed-in user without a finished profile. The guided setup is part of the accounts release. */
export function CompleteProfileNotice() {
  useDocumentTitle('Complete Your Profile');
  return (
    <section className="screen" aria-labelledby="complete-title">
      <h1 id="complete-title">Complete Your Profile</h1>
      <p className="lead">
        You are signed in. The guided profile setup arrives with the accounts release; until then you can set your
        name, phone and Instagram handle on your profile.
      </p>
      <div className="actions">
        <Link to="/profile" className="btn btn-primary">
          Go to Profile
        </Link>
        <Link to="/" className="btn btn-secondary">
          Home
        </Link>
      </div>
    </section>
  );
}
