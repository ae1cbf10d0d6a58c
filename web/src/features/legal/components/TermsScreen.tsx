import { Link } from 'react-router-dom';
import { BRAND } from '@shared/constants';
import { SUPPORT } from '@shared/support';
import { richText, t } from '../texts';
import { DocumentPage, type DocumentSection } from './DocumentPage';

const brand = BRAND.name;

// Built while rendering, so the terms are in the language spoken now.
function termsSections(): DocumentSection[] {
  return [
    {
      heading: t('legaldocs.terms.what.heading', { brand }),
      body: <p>{t('legaldocs.terms.what.body', { brand })}</p>,
    },
    {
      heading: t('legaldocs.terms.account.heading'),
      body: <p>{t('legaldocs.terms.account.body', { brand })}</p>,
    },
    {
      heading: t('legaldocs.terms.playing.heading'),
      body: (
        <ul>
          <li>{t('legaldocs.terms.playing.request')}</li>
          <li>{t('legaldocs.terms.playing.turnUp')}</li>
          <li>{t('legaldocs.terms.playing.risk')}</li>
        </ul>
      ),
    },
    {
      heading: t('legaldocs.terms.hosting.heading'),
      body: (
        <ul>
          <li>{t('legaldocs.terms.hosting.describe')}</li>
          <li>{t('legaldocs.terms.hosting.contacts')}</li>
          <li>{t('legaldocs.terms.hosting.venues')}</li>
          <li>{t('legaldocs.terms.hosting.cancel')}</li>
        </ul>
      ),
    },
    {
      heading: t('legaldocs.terms.payments.heading'),
      body: (
        <p>
          {richText('legaldocs.terms.payments.body', {
            brand,
            help: <Link to="/help">{t('legaldocs.terms.payments.helpLink')}</Link>,
          })}
        </p>
      ),
    },
    {
      heading: t('legaldocs.terms.behaviour.heading'),
      body: <p>{t('legaldocs.terms.behaviour.body')}</p>,
    },
    {
      heading: t('legaldocs.terms.changes.heading'),
      body: (
        <p>
          {richText('legaldocs.terms.changes.body', {
            email: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>,
          })}
        </p>
      ),
    },
  ];
}

/** /terms: the terms of service, in plain words. */
export function TermsScreen() {
  return (
    <DocumentPage
      title={t('legal.terms.title')}
      intro={
        <p>
          {richText('legal.terms.intro', {
            brand,
            policy: <Link to="/privacy">{t('legal.terms.policyLink')}</Link>,
          })}
        </p>
      }
      sections={termsSections()}
    />
  );
}
