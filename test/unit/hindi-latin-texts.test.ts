import { describe, expect, it } from 'vitest';
import { englishLeft } from '../e2e/hindi-latin-texts';

// The Hindi walk's judge of a screen's texts: English words fail it, what people wrote, brands,
// units, addresses and pass codes do not.
describe('englishLeft', () => {
  it('finds the texts that still hold English words', () => {
    expect(englishLeft(['खेलें', 'Load more', 'और दिखाएँ', '3 spots left'], [])).toEqual(['Load more', '3 spots left']);
  });

  it('takes out what people wrote, longest first, before judging', () => {
    const content = ['Walk Football zq1', 'Walk'];
    expect(englishLeft(['Walk Football zq1 में जुड़ें', 'Walk आ रहे हैं', 'Walk is going'], content)).toEqual(['Walk is going']);
  });

  it('keeps brands, units, addresses and pass codes as written', () => {
    const texts = [
      'Yaktiv पर UPI से पेमेंट करें',
      '0.4 किमी दूर, 7:00 pm',
      'asha@example.test पर भेजा',
      'गेम पास ANMX-QMQJ-GE89 का QR कोड',
      '(Walk Football, .ics फ़ाइल)',
    ];
    expect(englishLeft(texts, ['Walk Football'])).toEqual([]);
  });
});
