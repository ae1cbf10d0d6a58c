import { checkInWindow, opensWhen } from '@shared/rules/check-in-window';
import { clockTime, relativeDay, relativeWhen } from '@shared/rules/relative-day';
import { describe, expect, it } from 'vitest';

// A game on Saturday 28 Nov 2026, 18:00–19:30 IST (12:30–14:00 UTC).
const game = { game_datetime: '2026-11-28T12:30:00.000Z', ends_at: '2026-11-28T14:00:00.000Z' };
const ist = (local: string) => new Date(`${local}+05:30`);

describe('checkInWindow', () => {
  it('is not open days before the game, and says when it opens', () => {
    expect(checkInWindow(game, ist('2026-11-26T10:00:00'))).toEqual({
      state: 'not-yet',
      opensAt: '2026-11-28T09:30:00.000Z',
    });
  });

  it('opens three hours before the start and stays open through the game', () => {
    expect(checkInWindow(game, ist('2026-11-28T14:59:59')).state).toBe('not-yet');
    expect(checkInWindow(game, ist('2026-11-28T15:00:00')).state).toBe('open');
    expect(checkInWindow(game, ist('2026-11-28T19:00:00')).state).toBe('open');
  });

  it('closes three hours after the end', () => {
    expect(checkInWindow(game, ist('2026-11-28T22:30:00')).state).toBe('open');
    expect(checkInWindow(game, ist('2026-11-28T22:30:01'))).toEqual({
      state: 'over',
      closedAt: '2026-11-28T17:00:00.000Z',
    });
  });

  it('ends a game saved without an end 90 minutes after its start', () => {
    const startOnly = { game_datetime: game.game_datetime };
    expect(checkInWindow(startOnly, ist('2026-11-28T22:30:00')).state).toBe('open');
    expect(checkInWindow(startOnly, ist('2026-11-28T22:31:00')).state).toBe('over');
  });
});

describe('relative days', () => {
  const now = ist('2026-11-26T23:30:00');

  it('says today, tomorrow and yesterday by the India date, else the weekday and date', () => {
    expect(relativeWhen('2026-11-25T18:00:00.000Z', now)).toBe('Yesterday, 11:30 pm');
    expect(relativeWhen('2026-11-26T18:29:00.000Z', now)).toBe('Today, 11:59 pm');
    expect(relativeWhen('2026-11-26T18:30:00.000Z', now)).toBe('Tomorrow, 12:00 am');
    expect(relativeWhen('2026-11-28T12:30:00.000Z', now)).toBe('Sat 28 Nov, 6:00 pm');
    expect(relativeDay('2026-12-01T04:00:00.000Z', now)).toEqual({ day: 'Tue 1 Dec', time: '9:30 am', kind: 'other' });
  });

  it('reads the clock in 12 hours', () => {
    expect(['00:05', '09:30', '12:00', '13:45', '23:59'].map(clockTime)).toEqual([
      '12:05 am',
      '9:30 am',
      '12:00 pm',
      '1:45 pm',
      '11:59 pm',
    ]);
  });

  it('puts when the door opens in a sentence', () => {
    expect(opensWhen('2026-11-28T09:30:00.000Z', ist('2026-11-26T10:00:00'))).toBe('on Sat 28 Nov at 3:00 pm');
    expect(opensWhen('2026-11-28T09:30:00.000Z', ist('2026-11-27T10:00:00'))).toBe('tomorrow at 3:00 pm');
    expect(opensWhen('2026-11-28T09:30:00.000Z', ist('2026-11-28T08:00:00'))).toBe('today at 3:00 pm');
  });
});
