import { Link, useLocation } from 'react-router-dom';
import { t } from './editor-texts';

interface HostOnlyNoticeProps {
  title: string;
  /** The heading's id, which the section is labelled by. */
  titleId: string;
  signedIn: boolean;
  /** What a signed-out visitor is told to sign in for. */
  signedOutLead: string;
  /** What a signed-in player is told about becoming a host. */
  playerLead: string;
  browse: { to: string; label: string };
}

/** What a visitor or a player sees on a host-only screen instead of its form: the way in, not an error. */
export function HostOnlyNotice({ title, titleId, signedIn, signedOutLead, playerLead, browse }: HostOnlyNoticeProps) {
  const { pathname } = useLocation();
  const primary = signedIn ? (
    <Link to="/become-host" className="btn btn-primary">
      {t('editor.becomeHost')}
    </Link>
  ) : (
    <Link to={`/auth?next=${encodeURIComponent(pathname)}`} className="btn btn-primary">
      {t('editor.signIn')}
    </Link>
  );
  return (
    <section className="screen host-only card" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p className="lead">{signedIn ? playerLead : signedOutLead}</p>
      <div className="actions">
        {primary}
        <Link to={browse.to} className="btn btn-secondary">
          {browse.label}
        </Link>
      </div>
    </section>
  );
}
