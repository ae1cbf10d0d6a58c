import { Link } from 'react-router-dom';
import { BRAND } from '@shared/constants';
import { SUPPORT } from '@shared/support';
import { t } from '../texts';
import { DocumentPage, type DocumentSection } from './DocumentPage';

const SECTIONS: DocumentSection[] = [
  {
    heading: 'What we collect, and why',
    body: (
      <ul>
        <li>
          Account: your name, e-mail address and, if you give them, your phone number, Instagram handle and picture, to
          run your account and sign you in.
        </li>
        <li>What you play: your sports, level and city, to show you games that suit you.</li>
        <li>
          Games: your join requests, the answers you give a host, your game passes and check-ins, to get you into games.
        </li>
        <li>
          Payments: the amount, time and Razorpay’s payment ID, for receipts and refunds. Your card number, UPI PIN and
          bank details go to Razorpay, never to us.
        </li>
        <li>
          Location: only if you allow it, in your browser, to find games near you. It is sent with that search and not
          kept.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Who sees it',
    body: (
      <ul>
        <li>Other players see your name and picture.</li>
        <li>
          The host of a game you ask to join sees the contact details and answers you send with the request, to organise
          the game.
        </li>
        <li>
          Players of a game you are confirmed for may see you among who is going; switch this off in Settings → Privacy.
        </li>
        <li>
          Service providers who work for us: Amazon Web Services (hosting, e-mail and SMS) and Razorpay (payments). They
          may use your data only to provide their service to us.
        </li>
        <li>We do not sell your data or use it for advertising.</li>
      </ul>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <p>
        As long as you have an account. Notifications are deleted after 90 days, sign-in codes and links within an hour.
        When you delete your account we erase your profile, notifications and stats, anonymise your past requests and
        cancel the games you host; records of payments are kept only as long as Indian tax and accounting law requires.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <>
        <p>Under the Digital Personal Data Protection Act, 2023 you can:</p>
        <ul>
          <li>Access your data: Settings → Download my data gives you a copy of everything we hold about you.</li>
          <li>
            Correct it: Settings → <Link to="/settings/personal">Personal information</Link>.
          </li>
          <li>Erase it: Settings → Delete my account.</li>
          <li>Withdraw consent to e-mails and notifications: Settings → Notifications.</li>
          <li>Name someone to use these rights for you if you cannot.</li>
          <li>Complain to us, and then to the Data Protection Board of India.</li>
        </ul>
      </>
    ),
  },
  {
    heading: 'Grievances',
    body: (
      <p>
        Write to our grievance officer at <a href={`mailto:${SUPPORT.grievanceEmail}`}>{SUPPORT.grievanceEmail}</a>. We
        answer within {SUPPORT.replyWithinDays} days.
      </p>
    ),
  },
];

/** /privacy: the privacy policy, written for India's DPDP Act 2023. */
export function PrivacyPolicyScreen() {
  return (
    <DocumentPage
      title={t('legal.privacy.title')}
      intro={<p>{t('legal.privacy.intro', { brand: BRAND.name })}</p>}
      sections={SECTIONS}
    />
  );
}
