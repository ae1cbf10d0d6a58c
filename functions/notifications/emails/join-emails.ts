import { BRAND } from '@shared/constants';
import { indiaDateAndTime } from '@shared/rules/game-time';
import { relativeWhen } from '@shared/rules/relative-day';
import type { EmailAttachment, OutgoingEmail } from '@functions/platform/messaging-ports';
import { emailLayout, emailSubject } from '@functions/platform/emails/layout';
import type { Speaker } from '../texts';

// The join loop's e-mails: the same words as the in-app notification, a button to the page.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'dd MMM, HH:mm' in IST, as the app shows dates. */
export function gameWhen(iso: string | null | undefined): string {
  if (!iso) return 'TBD';
  const { date, time } = indiaDateAndTime(iso);
  return `${date.slice(8, 10)} ${MONTHS[Number(date.slice(5, 7)) - 1]}, ${time}`;
}

/**
 * The payment deadline as the player reads it the day the message arrives: 'Pay by Tomorrow, 7:00 pm'
 * (IST); the same words as the request card.
 */
export const payBy = (dueAt: string, now: Date) => `Pay by ${relativeWhen(dueAt, now)} IST`;

export function joinLoopEmail(
  { language, say }: Speaker,
  input: {
    to: string;
    name: string | null;
    subject: string;
    lines: string[];
    action: { label: string; url: string };
    attachments?: EmailAttachment[];
  },
): OutgoingEmail {
  const body = emailLayout({
    greeting: input.name ? say('emails.greeting', { name: input.name }) : say('emails.greetingNoName'),
    lines: input.lines,
    action: input.action,
    footer: say('emails.footer.joinLoop', { brand: BRAND.name }),
    language: { code: language, openLink: say('emails.openLink') },
  });
  return {
    to: input.to,
    subject: emailSubject(input.subject),
    ...body,
    ...(input.attachments?.length ? { attachments: input.attachments } : {}),
  };
}
