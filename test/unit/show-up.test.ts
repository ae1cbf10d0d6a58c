import {
  gameOutcomes,
  isValidMinimum,
  lateDropsText,
  meetsMinimum,
  recordOf,
  SHOW_UP_MESSAGES,
  showUpRate,
  showUpSummary,
  type ShowUpRequest,
} from '@shared/rules/show-up';
import { describe, expect, it } from 'vitest';

// A game starting 18:00 UTC on 28 Nov 2026.
const completed = { status: 'completed', game_datetime: '2026-11-28T18:00:00.000Z' };
const request = (user_id: string, fields: Partial<ShowUpRequest> = {}): ShowUpRequest => ({
  user_id,
  status: 'confirmed',
  checked_in_at: null,
  ...fields,
});
const arrived = (user_id: string) => request(user_id, { checked_in_at: '2026-11-28T17:50:00.000Z' });
const withdrew = (user_id: string, at: string, from = 'confirmed') =>
  request(user_id, { status: 'withdrawn', withdrawn_from: from, withdrawn_at: at });

describe('gameOutcomes', () => {
  it('a checked-in player showed up; a confirmed one never scanned is a no-show', () => {
    const outcomes = gameOutcomes(completed, [arrived('a'), request('b')]);
    expect(Object.fromEntries(outcomes)).toEqual({ a: 'showed_up', b: 'no_show' });
  });

  it('a confirmed player who withdrew within 6 hours of the start dropped late; earlier is no drop', () => {
    const outcomes = gameOutcomes(completed, [
      arrived('a'),
      withdrew('late', '2026-11-28T12:00:00.000Z'),
      withdrew('early', '2026-11-28T11:59:59.000Z'),
      withdrew('pending', '2026-11-28T17:00:00.000Z', 'pending'),
      withdrew('waitlist', '2026-11-28T17:00:00.000Z', 'waitlist'),
    ]);
    expect(Object.fromEntries(outcomes)).toEqual({ a: 'showed_up', late: 'late_drop' });
  });

  it('pending, waitlisted and rejected players have no outcome', () => {
    const outcomes = gameOutcomes(completed, [
      arrived('a'),
      request('p', { status: 'pending' }),
      request('w', { status: 'waitlist' }),
      request('r', { status: 'rejected' }),
    ]);
    expect([...outcomes.keys()]).toEqual(['a']);
  });

  it('a game that did not complete (cancelled, still on) counts for no one', () => {
    for (const status of ['cancelled', 'upcoming', 'ongoing'])
      expect(gameOutcomes({ ...completed, status }, [arrived('a'), request('b')]).size).toBe(0);
  });

  it('a game where the host checked in nobody counts for no one, late drops included', () => {
    expect(gameOutcomes(completed, [request('a'), withdrew('late', '2026-11-28T17:00:00.000Z')]).size).toBe(0);
  });

  it("a deleted account's anonymised request counts for nobody", () => {
    const outcomes = gameOutcomes(completed, [
      arrived('a'),
      request('gone', { anonymised_at: '2026-11-29T00:00:00Z' }),
    ]);
    expect([...outcomes.keys()]).toEqual(['a']);
  });
});

describe('the record as people read it', () => {
  it("fewer than 3 counted games reads 'New player', never a low number", () => {
    expect(showUpSummary({ showed_up: 0, no_shows: 2, late_drops: 0 })).toEqual({
      kind: 'new',
      label: 'New player',
      lateDrops: 0,
    });
  });

  it("from 3 games: the rate rounded down and 'N of M games', late drops counting as games missed", () => {
    const record = recordOf(['showed_up', 'showed_up', 'no_show', 'late_drop', 'showed_up', 'showed_up']);
    expect(record).toEqual({ showed_up: 4, no_shows: 1, late_drops: 1 });
    expect(showUpSummary(record)).toEqual({
      kind: 'rated',
      label: '66%',
      rate: 66,
      games: '4 of 6 games',
      lateDrops: 1,
    });
    expect(showUpRate({ showed_up: 0, no_shows: 0, late_drops: 0 })).toBe(0);
    expect(lateDropsText(1)).toBe('1 late drop');
    expect(lateDropsText(2)).toBe('2 late drops');
  });
});

describe('a game minimum', () => {
  const sixtyPercent = { showed_up: 3, no_shows: 2, late_drops: 0 };

  it('refuses a player below it and says why and how to raise it', () => {
    expect(meetsMinimum(sixtyPercent, 80)).toBe(false);
    expect(SHOW_UP_MESSAGES.belowMinimum(80, sixtyPercent)).toBe(
      'This game asks for a show-up rate of at least 80%. Yours is 60% (3 of 5 games). Turn up to the games you join to raise it.',
    );
  });

  it('lets through a rate at the minimum exactly, no minimum, and new players whatever their misses', () => {
    expect(meetsMinimum(sixtyPercent, 60)).toBe(true);
    expect(meetsMinimum({ showed_up: 2, no_shows: 1, late_drops: 0 }, 67)).toBe(false); // 66.7% < 67
    expect(meetsMinimum(sixtyPercent, null)).toBe(true);
    expect(meetsMinimum({ showed_up: 0, no_shows: 1, late_drops: 1 }, 100)).toBe(true);
  });

  it('is off or a whole percentage from 50 to 100', () => {
    for (const good of [null, 50, 80, 100]) expect(isValidMinimum(good)).toBe(true);
    for (const bad of [49, 101, 75.5, '80', undefined, Number.NaN]) expect(isValidMinimum(bad)).toBe(false);
  });
});
