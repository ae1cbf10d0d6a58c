import { Link } from 'react-router-dom';
import { BRAND } from '@shared/constants';
import { SUPPORT } from '@shared/support';
import { richText, t } from '../texts';
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
    <SettingsPage title={t('settings.row.contact')}>
      {({ user }) => (
        <div className="settings-card">
          <p>
            {richText('settings.contact.writeTo', {
              email: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>,
              days: SUPPORT.replyWithinDays,
            })}
          </p>
          <p>{t('settings.contact.include')}</p>
          <ul className="settings-bullets">
            <li>{t('settings.contact.what')}</li>
            <li>{t('settings.contact.link')}</li>
            <li>{t('settings.contact.when')}</li>
            <li>{t('settings.contact.payment')}</li>
          </ul>
          <a className="btn btn-primary btn-block" href={supportMailto(user.email)}>
            {t('settings.contact.email')}
          </a>
          <p className="settings-note">
            {richText('settings.contact.help', { help: <Link to="/help">{t('settings.contact.helpLink')}</Link> })}
          </p>
        </div>
      )}
    </SettingsPage>
  );
}
