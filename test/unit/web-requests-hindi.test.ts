import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bellLabel, timeAgo } from '@web/features/notifications/format';
import { checkInOutcome } from '@web/features/requests/check-in-result';
import { cameraProblem } from '@web/features/requests/scan-codes';
import { speak } from '@web/lib/i18n/texts';
import {
  decisionToastText,
  hostBadgeText,
  passLabelText,
  refundText,
  shortDate,
  statusLabel,
} from '@web/lib/requests/request-texts';
import { lateDropsLabel, showUpWords } from '@web/lib/requests/show-up-texts';
import { holdLeft } from '@web/lib/requests/spot-offer';
import { speakHindi } from '../support/speak-hindi';

// The players' lists and the host's game-day screens in Hindi: statuses, badges, countdowns,
// refunds, show-up records and the bell's times read in Hindi, with names, amounts and clock
// times as written. English is held by the screens' own tests (web-joins-*.test.ts).
describe('request words in Hindi', () => {
  beforeAll(async () => speakHindi((await import('virtual:catalogue/hi')).default));
  afterAll(() => speak('en'));

  it('names statuses, passes and the host badges', () => {
    expect(statusLabel('waitlist')).toBe('वेटलिस्ट');
    expect(statusLabel('confirmed')).toBe('कन्फ़र्म');
    expect([passLabelText('PAID'), passLabelText('FREE')]).toEqual(['पेड', 'फ़्री']);
    expect(hostBadgeText({ status: 'confirmed', payment_status: 'paid' })).toEqual({
      label: 'कन्फ़र्म',
      lines: ['खिलाड़ी कन्फ़र्म! पेमेंट हो गया।'],
    });
    expect(decisionToastText('accept', true).description).toBe('खिलाड़ी को पेमेंट लिंक भेज दिया गया है');
  });

  it('dates in Hindi month names, amounts and times as written', () => {
    expect(shortDate('2026-12-04T20:00:00.000Z')).toBe('5 दिस॰ 2026');
    const view = { amount_paise: 15000, paid_paise: 15000, settled_at: null, rule: null };
    expect(refundText({ ...view, state: 'on-its-way' })).toBe('₹150 का रिफंड आ रहा है · आमतौर पर 5–7 कामकाजी दिन');
    expect(refundText({ ...view, state: 'none', amount_paise: 0 })).toBe('₹150 का रिफंड नहीं: इस गेम में रिफंड नहीं होता');
  });

  it('counts down a held spot', () => {
    const due = '2026-12-01T12:00:00.000Z';
    expect(holdLeft(due, new Date('2026-12-01T10:02:00.000Z'))).toBe('1 घं 58 मिनट बचे');
    expect(holdLeft(due, new Date('2026-12-01T12:00:00.000Z'))).toBe('समय खत्म');
  });

  it('reads show-up records and check-ins with the name as written', () => {
    expect(showUpWords({ showed_up: 0, no_shows: 0, late_drops: 0 }).label).toBe('नया खिलाड़ी');
    expect(showUpWords({ showed_up: 9, no_shows: 1, late_drops: 0 })).toMatchObject({
      label: '90%',
      games: '10 में से 9 गेम',
    });
    expect(lateDropsLabel(2)).toBe('2 बार आख़िरी समय पर छोड़ा');
    expect(
      checkInOutcome({ status: 'checked_in', player: { name: 'Rahul' }, checked_in_at: 'x', message: 'Checked in' }),
    ).toEqual({ tone: 'success', text: 'चेक-इन हुआ: Rahul' });
    expect(cameraProblem(new DOMException('denied', 'NotAllowedError'))).toContain(
      'आप अब भी नीचे पास कोड टाइप कर सकते हैं।',
    );
  });

  it("the bell's label and times", () => {
    const now = new Date('2026-12-05T12:00:00.000Z');
    expect(bellLabel(3)).toBe('नोटिफ़िकेशन, 3 बिना पढ़े');
    expect(timeAgo('2026-12-05T11:55:00.000Z', now)).toBe('5 मिनट पहले');
    expect(timeAgo('2026-12-04T09:00:00.000Z', now)).toBe('कल');
    expect(timeAgo('2026-11-20T09:00:00.000Z', now)).toBe('शुक्र, 20 नव॰');
  });
});
