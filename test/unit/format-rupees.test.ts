import { describe, expect, it } from 'vitest';
import { formatRupees, priceLabel } from '@shared/rules/game-rules';

// formatRupees writes amounts as toLocaleString('en-IN') does, without Intl (decision 033).
const intl = (amount: number) =>
  `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

describe('formatRupees', () => {
  it('groups whole rupees the Indian way and shows paise with two digits', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(12345678.5)).toBe('₹1,23,45,678.50');
    expect(formatRupees(250.05)).toBe('₹250.05');
    expect(priceLabel(0)).toBe('Free');
  });

  it('matches Intl on every amount of up to two decimals it is given', () => {
    const amounts = [-1234.5, -5, 0.01, 0.5, 1.25, 9.99, 100.1, 99999.99];
    // A fixed pseudo-random sequence: the same amounts on every run.
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let digits = 1; digits <= 10; digits++) {
      for (let i = 0; i < 200; i++) {
        const whole = Math.floor(random() * 10 ** digits);
        amounts.push(whole, whole + Math.floor(random() * 100) / 100);
      }
    }
    for (const amount of amounts) expect(formatRupees(amount), String(amount)).toBe(intl(amount));
  });
});
