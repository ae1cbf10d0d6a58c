import { Link } from 'react-router-dom';
import { SUPPORT } from '@shared/support';
import { t } from '../texts';
import { DocumentPage, type DocumentSection } from './DocumentPage';

// Answers to what players and hosts ask most, written from what the app does.
const SECTIONS: DocumentSection[] = [
  {
    heading: 'How do I join a game?',
    body: (
      <>
        <p>
          Open a game from Home or <Link to="/discover">Discover</Link> and tap Request to Join. Give your name and
          e-mail, answer any questions the host asks, and send. The host then accepts you, puts you on the waitlist, or
          declines; you hear either way, in the app and by e-mail.
        </p>
        <p>
          Your requests and their status are in <Link to="/my-requests">My Game Requests</Link>. If the host has not
          answered, you can nudge them up to 3 times, once a day.
        </p>
      </>
    ),
  },
  {
    heading: 'How do I pay for a game?',
    body: (
      <p>
        Free games cost nothing. For a paid game you pay only after the host accepts you: you get a link to pay by card
        or UPI through Razorpay. Pay before the time the link shows, or the spot goes to the next player on the
        waitlist. Your spot is confirmed once the payment is received, and the receipt comes by e-mail.
      </p>
    ),
  },
  {
    heading: 'Can I get a refund?',
    body: (
      <>
        <p>If you withdraw from a paid game, the game’s cancellation policy decides what comes back:</p>
        <ul>
          <li>Flexible: everything, until 24 hours before the game.</li>
          <li>Moderate: half, until 12 hours before the game.</li>
          <li>Strict: no refund.</li>
        </ul>
        <p>
          The app shows what you would get back before you confirm. If the host cancels the game, or the game fills up
          while you are paying, you get everything back. Refunds go to the card or UPI account you paid from; banks take
          5–7 working days to show them.
        </p>
      </>
    ),
  },
  {
    heading: 'What is my game pass?',
    body: (
      <p>
        Once you are confirmed, your game pass (a QR code and a short code) is in My Game Requests. Show it to the host
        at the venue: they scan it to check you in. It works without signal, so open it before you leave if the ground
        has poor coverage.
      </p>
    ),
  },
  {
    heading: 'How do I host a game?',
    body: (
      <p>
        Apply to host from <Link to="/become-host">Become a host</Link>. Once approved, create a game with its sport,
        time, place, number of players and price, and choose whether to approve each player. Your dashboard under{' '}
        <Link to="/host">Host</Link> shows the requests: accept, waitlist or decline them, and check players in at the
        venue by scanning their passes. You can also start a community for the people who play with you regularly.
      </p>
    ),
  },
  {
    heading: 'Who sees my details?',
    body: (
      <p>
        Other players see your name and picture. The host of a game you ask to join sees the contact details you give
        with the request, so they can organise the game. You choose whether you appear among who is going in Settings →
        Privacy. The <Link to="/privacy">privacy policy</Link> has the details.
      </p>
    ),
  },
  {
    heading: 'I can’t sign in',
    body: (
      <p>
        Use Forgot password on the sign-in screen to set a new password by e-mail, or sign in with a link sent to your
        e-mail or a code sent to your phone. If the confirmation e-mail never arrived, look in spam, then sign in to
        have a new one sent.
      </p>
    ),
  },
  {
    heading: 'Still stuck?',
    body: (
      <p>
        Write to <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or use{' '}
        <Link to="/settings/contact">Contact us</Link> in Settings. We answer within {SUPPORT.replyWithinDays} days.
      </p>
    ),
  },
];

/** /help: answers about joining, paying, refunds, passes and hosting. */
export function HelpScreen() {
  return <DocumentPage title={t('legal.help.title')} intro={<p>{t('legal.help.intro')}</p>} sections={SECTIONS} />;
}
