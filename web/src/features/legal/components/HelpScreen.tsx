import { Link } from 'react-router-dom';
import { SUPPORT } from '@shared/support';
import { richText, t } from '../texts';
import { DocumentPage, type DocumentSection } from './DocumentPage';

// Answers to what players and hosts ask most, written from what the app does. Built while
// rendering, so the answers are in the language spoken now.
function helpSections(): DocumentSection[] {
  return [
    {
      heading: t('legaldocs.help.join.heading'),
      body: (
        <>
          <p>
            {richText('legaldocs.help.join.how', {
              discover: <Link to="/discover">{t('legaldocs.help.join.discoverLink')}</Link>,
            })}
          </p>
          <p>
            {richText('legaldocs.help.join.status', {
              requests: <Link to="/my-requests">{t('legaldocs.help.join.requestsLink')}</Link>,
            })}
          </p>
        </>
      ),
    },
    { heading: t('legaldocs.help.pay.heading'), body: <p>{t('legaldocs.help.pay.body')}</p> },
    {
      heading: t('legaldocs.help.refund.heading'),
      body: (
        <>
          <p>{t('legaldocs.help.refund.lead')}</p>
          <ul>
            <li>{t('legaldocs.help.refund.flexible')}</li>
            <li>{t('legaldocs.help.refund.moderate')}</li>
            <li>{t('legaldocs.help.refund.strict')}</li>
          </ul>
          <p>{t('legaldocs.help.refund.body')}</p>
        </>
      ),
    },
    { heading: t('legaldocs.help.pass.heading'), body: <p>{t('legaldocs.help.pass.body')}</p> },
    {
      heading: t('legaldocs.help.host.heading'),
      body: (
        <p>
          {richText('legaldocs.help.host.body', {
            becomeHost: <Link to="/become-host">{t('legaldocs.help.host.becomeHostLink')}</Link>,
            host: <Link to="/host">{t('legaldocs.help.host.hostLink')}</Link>,
          })}
        </p>
      ),
    },
    {
      heading: t('legaldocs.help.details.heading'),
      body: (
        <p>
          {richText('legaldocs.help.details.body', {
            policy: <Link to="/privacy">{t('legaldocs.help.details.policyLink')}</Link>,
          })}
        </p>
      ),
    },
    { heading: t('legaldocs.help.signIn.heading'), body: <p>{t('legaldocs.help.signIn.body')}</p> },
    {
      heading: t('legaldocs.help.stuck.heading'),
      body: (
        <p>
          {richText('legaldocs.help.stuck.body', {
            email: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>,
            contact: <Link to="/settings/contact">{t('legaldocs.help.stuck.contactLink')}</Link>,
            days: SUPPORT.replyWithinDays,
          })}
        </p>
      ),
    },
  ];
}

/** /help: answers about joining, paying, refunds, passes and hosting. */
export function HelpScreen() {
  return (
    <DocumentPage title={t('legal.help.title')} intro={<p>{t('legal.help.intro')}</p>} sections={helpSections()} />
  );
}
