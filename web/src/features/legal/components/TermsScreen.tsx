import { Link } from 'react-router-dom';
import { BRAND } from '@shared/constants';
import { SUPPORT } from '@shared/support';
import { richText, t } from '../texts';
import { DocumentPage, type DocumentSection } from './DocumentPage';

const SECTIONS: DocumentSection[] = [
  {
    heading: `What ${BRAND.name} is`,
    body: (
      <p>
        {BRAND.name} helps people in India find pickup games near them, ask to join, pay for a spot and carry a pass to
        the venue, and helps hosts run games and communities. Hosts organise and run their own games; {BRAND.name} is
        the place where players and hosts meet, not the organiser of the games.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <p>
        You need to be 18 or older, or have a parent’s or guardian’s permission, to use {BRAND.name}. Give your real
        name and keep your sign-in details to yourself: you are responsible for what is done with your account. You can
        delete your account at any time in Settings.
      </p>
    ),
  },
  {
    heading: 'Playing',
    body: (
      <ul>
        <li>A request to join is a request: the host decides who plays.</li>
        <li>Turn up when you said you would, or withdraw in time so someone else can play.</li>
        <li>Sport carries a risk of injury. You take part at your own risk and within your own fitness.</li>
      </ul>
    ),
  },
  {
    heading: 'Hosting',
    body: (
      <ul>
        <li>Describe your game honestly: the place, time, level, price and what is provided.</li>
        <li>Use the contact details players share with you only to organise your games.</li>
        <li>Run games at venues you may use, and look after your players’ safety as a good organiser would.</li>
        <li>If you cancel a game, every paid player is refunded in full.</li>
      </ul>
    ),
  },
  {
    heading: 'Payments and refunds',
    body: (
      <p>
        Payments are processed by Razorpay; {BRAND.name} never sees your card number or UPI PIN. A paid spot is
        confirmed when the payment is received. What you get back when you withdraw depends on the game’s cancellation
        policy, shown on the game before you pay; the <Link to="/help">Help centre</Link> explains each policy.
      </p>
    ),
  },
  {
    heading: 'Behaviour',
    body: (
      <p>
        Be respectful on and off the field. No harassment, hate, fake games, spam or unlawful content. Report a game or
        a person who breaks these rules; we may remove content and suspend accounts that do.
      </p>
    ),
  },
  {
    heading: 'Changes and contact',
    body: (
      <p>
        We may update these terms; we will tell you in the app before a change that matters takes effect. These terms
        are governed by the laws of India. Questions: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>.
      </p>
    ),
  },
];

/** /terms: the terms of service, in plain words. */
export function TermsScreen() {
  return (
    <DocumentPage
      title={t('legal.terms.title')}
      intro={
        <p>
          {richText('legal.terms.intro', {
            brand: BRAND.name,
            policy: <Link to="/privacy">{t('legal.terms.policyLink')}</Link>,
          })}
        </p>
      }
      sections={SECTIONS}
    />
  );
}
