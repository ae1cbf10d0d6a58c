import { monthIn, moneyIn } from '@web/lib/i18n/format';
import type { JoinAction, JoinRequestStatus, PaymentStatus } from '@shared/rules/join-rules';
import { indiaDateAndTime } from '@shared/rules/game-time';
import type { RefundView } from '@shared/rules/refund-status';
import { spokenLanguage } from '@web/lib/i18n/texts';
import { formatWhen } from '@web/lib/games/format';
import { t } from './texts';

// What request cards say in the language the app speaks: the pass's PAID / FREE, the host's badge
// and its lines, the toasts after a decision, and where a paid player's money is after a refund.
// The rules deciding which of these applies stay in shared/rules, the same on the server.

const rupeesOfPaise = (paise: number) => moneyIn(spokenLanguage(), paise / 100);

/** The status badge text: 'Pending', 'Waitlist' ('इंतज़ार में', 'वेटलिस्ट'). */
export const statusLabel = (status: JoinRequestStatus) => t(`passes.status.${status}`);

/** '5 Dec 2026' ('5 दिस॰ 2026') in India time, for 'Submitted' dates. */
export function shortDate(iso: string): string {
  if (Number.isNaN(Date.parse(iso))) return '';
  const { date } = indiaDateAndTime(iso);
  return `${Number(date.slice(8, 10))} ${monthIn(spokenLanguage(), date)} ${date.slice(0, 4)}`;
}

/** 'PAID' or 'FREE' on a pass (a kept offline copy stores the English word, so both are read). */
export const passLabelText = (label: 'PAID' | 'FREE') => t(label === 'PAID' ? 'passes.pass.paid' : 'passes.pass.free');

/** The badge the host sees on a request, with its explanatory lines (shared/rules/decision-rules.ts decides which). */
export function hostBadgeText(
  request: { status: JoinRequestStatus; payment_status: PaymentStatus; payment_due_at?: string | null },
  now = new Date(),
): {
  label: string;
  lines: string[];
} {
  const paid = request.payment_status === 'paid';
  switch (request.status) {
    case 'accepted':
      // Until when, as the player's own card says it: a paid series' regulars make these common.
      return request.payment_status === 'pending'
        ? {
            label: t('passes.host.badge.notPaidYet'),
            lines: [
              request.payment_due_at
                ? t('passes.host.line.payBy', { time: formatWhen(request.payment_due_at, now) })
                : t('passes.host.line.waitingPayment'),
              t('passes.host.line.linkSent'),
            ],
          }
        : { label: t('passes.host.badge.accepted'), lines: [] };
    case 'confirmed':
      return {
        label: t('passes.host.badge.confirmed'),
        lines: [t(paid ? 'passes.host.line.confirmedPaid' : 'passes.host.line.confirmed')],
      };
    case 'withdrawn':
      return { label: t('passes.host.badge.withdrawn'), lines: [t('passes.host.line.withdrew')] };
    default:
      return { label: t(`passes.host.badge.${request.status}`), lines: [] };
  }
}

/** The toast after the host decides: 'Request accepted' and what happens next. */
export const decisionToastText = (action: JoinAction, paymentRequired: boolean) => ({
  title: t(`passes.decide.done.${action}`),
  description: paymentRequired ? t('passes.decide.linkSent') : t(`passes.decide.doneBody.${action}`),
});

/** The card's one line: 'Refund of ₹150 on its way · usually 5–7 working days', 'Refunded ₹150 on 28 Nov', … */
export function refundText(view: RefundView): string {
  const amount = rupeesOfPaise(view.amount_paise);
  switch (view.state) {
    case 'on-its-way':
      return t('passes.refund.onItsWay', { amount });
    case 'refunded':
      return view.settled_at
        ? t('passes.refund.refundedOn', { amount, date: shortDate(view.settled_at).replace(/ \d{4}$/, '') })
        : t('passes.refund.refunded', { amount });
    case 'failed':
      return t('passes.refund.failed');
    case 'none':
      return t('passes.refund.none', {
        amount: rupeesOfPaise(view.paid_paise),
        rule: view.rule ?? t('passes.refund.noneRule'),
      });
  }
}

/** When the host saw the player arrive: 'Checked in at 18:35'. */
export const checkedInText = (iso: string) => t('passes.host.checkedInAt', { time: indiaDateAndTime(iso).time });
