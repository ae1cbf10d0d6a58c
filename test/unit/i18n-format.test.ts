import { describe, expect, it } from 'vitest';
import { clockIn, distanceIn, gameDateIn, monthIn, moneyIn, numberIn, whenIn } from '@shared/i18n/format';
import * as webFormat from '@web/lib/i18n/format';
import { prepareLanguage } from '@web/lib/i18n/language-extras';

// One module formats for every language; English must stay exactly what the screens said before.
const now = new Date('2026-11-27T06:00:00Z'); // Friday 27 Nov, 11:30 in India

describe('formats per language', () => {
  it('writes rupees with Indian grouping, as Intl does for en-IN and hi-IN', () => {
    for (const language of ['en', 'hi'] as const) {
      expect(moneyIn(language, 150000)).toBe('₹1,50,000');
      expect(moneyIn(language, 1234.5)).toBe('₹1,234.50');
      const intl = new Intl.NumberFormat(language === 'en' ? 'en-IN' : 'hi-IN', { style: 'currency', currency: 'INR' });
      expect(intl.format(150000).replace(/\.00$/, '')).toBe(moneyIn(language, 150000));
    }
    expect(numberIn('hi', 1234567)).toBe('12,34,567');
    expect(numberIn('en', 1234567)).toBe('12,34,567');
  });

  it('says when in English as before, and in Hindi with its own day and month names, India time', () => {
    expect(whenIn('en', '2026-11-27T13:30:00Z', now)).toBe('Today, 7:00 pm');
    expect(whenIn('en', '2026-11-28T13:30:00Z', now)).toBe('Tomorrow, 7:00 pm');
    expect(whenIn('en', '2026-12-05T13:30:00Z', now)).toBe('Sat 5 Dec, 7:00 pm');
    expect(whenIn('hi', '2026-11-27T13:30:00Z', now)).toBe('आज, 7:00 pm');
    expect(whenIn('hi', '2026-11-28T13:30:00Z', now)).toBe('कल, 7:00 pm');
    expect(whenIn('hi', '2026-12-05T13:30:00Z', now)).toBe('शनि, 5 दिस॰, 7:00 pm');
    // Just after midnight in India is already the next day there, whatever the device's zone.
    expect(whenIn('hi', '2026-11-27T18:40:00Z', now)).toBe('कल, 12:10 am');
  });

  it('dates the game page and the card strip', () => {
    expect(gameDateIn('en', '2026-09-05T13:30:00Z')).toBe('05 Sep, 19:00');
    expect(gameDateIn('hi', '2026-09-05T13:30:00Z')).toBe('05 सित॰, 19:00');
    expect(monthIn('en', '2026-11-28')).toBe('Nov');
    expect(monthIn('hi', '2026-11-28')).toBe('नव॰');
    expect(clockIn('hi', '19:05')).toBe('7:05 pm');
  });

  it('measures distances in kilometres', () => {
    expect(distanceIn('en', 0.44)).toBe('0.4 km away');
    expect(distanceIn('hi', 0.44)).toBe('0.4 किमी दूर');
    expect(distanceIn('hi', 24.4)).toBe('24 किमी दूर');
    expect(distanceIn('hi', 0.05)).toBe('100 मीटर से कम दूर');
    expect(distanceIn('hi', null)).toBeNull();
  });

  it('on the web, names Hindi days and months only once Hindi has arrived, then as the functions do', () => {
    // English needs nothing loaded; Hindi's names come in the chunk that brings its texts.
    expect(webFormat.whenIn('en', '2026-12-05T13:30:00Z', now)).toBe('Sat 5 Dec, 7:00 pm');
    expect(webFormat.gameDateIn('en', '2026-09-05T13:30:00Z')).toBe('05 Sep, 19:00');
    expect(() => webFormat.monthIn('hi', '2026-11-28')).toThrow(/not arrived/);
    prepareLanguage('hi');
    expect(webFormat.whenIn('hi', '2026-12-05T13:30:00Z', now)).toBe('शनि, 5 दिस॰, 7:00 pm');
    expect(webFormat.gameDateIn('hi', '2026-09-05T13:30:00Z')).toBe(gameDateIn('hi', '2026-09-05T13:30:00Z'));
    expect(webFormat.fullDateIn('hi', '2026-11-27T06:00:00Z')).toBe('27 नव॰ 2026');
  });
});
