import { Link } from 'react-router-dom';
import { BRAND } from '@shared/constants';
import { SUPPORT } from '@shared/support';
import { SettingsPage } from './SettingsPage';

/** A mail already addressed, with a subject and the questions whose answers let us help at once. */
function supportMailto(accountEmail: string | null) {
  const body = [
    'What happened, and what did you expect?',
    '',
    'The game or community (its link), if it is about one:',
    '',
    'When it happened (date and time):',
    '',
    `My ${BRAND.name} account: ${accountEmail ?? '(the phone number I sign in with)'}`,
    `App version: ${BRAND.version}`,
  ].join('\n');
  const query = new URLSearchParams({ subject: `${BRAND.name} support`, body });
  return `mailto:${SUPPORT.email}?${query.toString().replace(/\+/g, '%20')}`;
}

/** Settings → Contact us: who answers, how soon, and what to put in the mail. */
export function ContactPage() {
  return (
    <SettingsPage title="Contact us">
      {({ user }) => (
        <div className="settings-card">
          <p>
            Write to us at <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>. A person reads every mail and
            answers within {SUPPORT.replyWithinDays} days, usually sooner.
          </p>
          <p>So we can help at once, please include:</p>
          <ul className="settings-bullets">
            <li>what happened, and what you expected;</li>
            <li>the link to the game or community it is about;</li>
            <li>when it happened;</li>
            <li>for a payment, the payment ID from your receipt (never your card or UPI PIN).</li>
          </ul>
          <a className="btn btn-primary btn-block" href={supportMailto(user.email)}>
            Email support
          </a>
          <p className="settings-note">
            Many answers are already in the <Link to="/help">Help centre</Link>.
          </p>
        </div>
      )}
    </SettingsPage>
  );
}
