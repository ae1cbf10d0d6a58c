import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '@web/lib/i18n/texts';
import { hostBadgeText } from '@web/lib/requests/request-texts';
import { owesPayment } from '@shared/rules/join-rules';
import { speakHindi } from '../support/speak-hindi';

// The host's 'Not paid yet': which requests owe a payment, and the card's badge with until when,
// in the words the player's own card uses for the same deadline.
const NOW = new Date('2026-12-01T06:00:00.000Z');
// 7:00 pm IST on the same day.
const DUE = '2026-12-01T13:30:00.000Z';

describe('accepted players yet to pay', () => {
  afterEach(() => speak('en'));

  it('owe a payment only while accepted with the payment pending (a free offer owes nothing)', () => {
    expect(owesPayment({ status: 'accepted', payment_status: 'pending' })).toBe(true);
    expect(owesPayment({ status: 'accepted', payment_status: 'not_required' })).toBe(false);
    expect(owesPayment({ status: 'confirmed', payment_status: 'paid' })).toBe(false);
    expect(owesPayment({ status: 'waitlist', payment_status: 'pending' })).toBe(false);
  });

  it("the host's badge says 'Not paid yet' and until when", () => {
    expect(hostBadgeText({ status: 'accepted', payment_status: 'pending', payment_due_at: DUE }, NOW)).toEqual({
      label: 'Not paid yet',
      lines: ['Pay by Today, 7:00 pm', 'The player has been sent a payment link'],
    });
    // Accepted before deadlines existed: no time to give.
    expect(hostBadgeText({ status: 'accepted', payment_status: 'pending' }, NOW).lines[0]).toBe(
      'Waiting for payment completion',
    );
  });

  it('in Hindi too', async () => {
    speakHindi((await import('virtual:catalogue/hi')).default);
    const badge = hostBadgeText({ status: 'accepted', payment_status: 'pending', payment_due_at: DUE }, NOW);
    expect(badge.label).toBe('पेमेंट अभी बाकी');
    expect(badge.lines[0]).toMatch(/ तक पेमेंट करना है$/);
  });
});
