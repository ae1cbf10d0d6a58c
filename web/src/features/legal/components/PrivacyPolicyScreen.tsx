import { Link } from 'react-router-dom';
import { BRAND } from '@shared/constants';
import { SUPPORT } from '@shared/support';
import { richText, t } from '../texts';
import { DocumentPage, type DocumentSection } from './DocumentPage';

// Built while rendering, so the policy is in the language spoken now.
function privacySections(): DocumentSection[] {
  return [
    {
      heading: t('legaldocs.privacy.collect.heading'),
      body: (
        <ul>
          <li>{t('legaldocs.privacy.collect.account')}</li>
          <li>{t('legaldocs.privacy.collect.play')}</li>
          <li>{t('legaldocs.privacy.collect.games')}</li>
          <li>{t('legaldocs.privacy.collect.payments')}</li>
          <li>{t('legaldocs.privacy.collect.location')}</li>
        </ul>
      ),
    },
    {
      heading: t('legaldocs.privacy.who.heading'),
      body: (
        <ul>
          <li>{t('legaldocs.privacy.who.players')}</li>
          <li>{t('legaldocs.privacy.who.host')}</li>
          <li>{t('legaldocs.privacy.who.going')}</li>
          <li>{t('legaldocs.privacy.who.providers')}</li>
          <li>{t('legaldocs.privacy.who.noSale')}</li>
        </ul>
      ),
    },
    {
      heading: t('legaldocs.privacy.keep.heading'),
      body: <p>{t('legaldocs.privacy.keep.body')}</p>,
    },
    {
      heading: t('legaldocs.privacy.rights.heading'),
      body: (
        <>
          <p>{t('legaldocs.privacy.rights.lead')}</p>
          <ul>
            <li>{t('legaldocs.privacy.rights.access')}</li>
            <li>
              {richText('legaldocs.privacy.rights.correct', {
                personal: <Link to="/settings/personal">{t('legaldocs.privacy.rights.personalLink')}</Link>,
              })}
            </li>
            <li>{t('legaldocs.privacy.rights.erase')}</li>
            <li>{t('legaldocs.privacy.rights.withdraw')}</li>
            <li>{t('legaldocs.privacy.rights.nominate')}</li>
            <li>{t('legaldocs.privacy.rights.complain')}</li>
          </ul>
        </>
      ),
    },
    {
      heading: t('legaldocs.privacy.grievances.heading'),
      body: (
        <p>
          {richText('legaldocs.privacy.grievances.body', {
            email: <a href={`mailto:${SUPPORT.grievanceEmail}`}>{SUPPORT.grievanceEmail}</a>,
            days: SUPPORT.replyWithinDays,
          })}
        </p>
      ),
    },
  ];
}

/** /privacy: the privacy policy, written for India's DPDP Act 2023. */
export function PrivacyPolicyScreen() {
  return (
    <DocumentPage
      title={t('legal.privacy.title')}
      intro={<p>{t('legal.privacy.intro', { brand: BRAND.name })}</p>}
      sections={privacySections()}
    />
  );
}
