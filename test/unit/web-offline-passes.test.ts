import { describe, expect, it } from 'vitest';
import type { PlayerJoinRequest } from '@shared/schemas/join';
import { isPassOver, reconcileSavedPasses, savedPassOf, type SavedPass } from '@web/lib/offline/saved-pass';
import { untouchedRequest } from '../support/record-defaults';

// Which passes a phone keeps for the ground, and when they go.
const NOW = new Date('2026-12-05T10:00:00.000Z');
const START = '2026-12-05T13:00:00.000Z';
const request = (
  over: Partial<PlayerJoinRequest> = {},
  game: Partial<NonNullable<PlayerJoinRequest['game']>> = {},
): PlayerJoinRequest => ({
  id: 'r1',
  game_id: 'g1',
  user_id: 'u1',
  status: 'confirmed',
  payment_status: 'paid',
  contact_name: 'Rahul',
  contact_email: 'r@x.test',
  ...untouchedRequest(),
  created_at: '2026-12-01T00:00:00.000Z',
  updated_at: '2026-12-01T00:00:00.000Z',
  decided_at: null,
  checked_in_at: null,
  game_pass: 'ACDE-FGHJ-KMNP',
  receipt: null,
  payment_due_at: null,
  game: {
    id: 'g1',
    title: 'Sunday Football',
    location: 'HSR Turf',
    game_datetime: START,
    sport: 'football',
    price: 150,
    cover_image: null,
    status: 'upcoming',
    ...game,
  },
  ...over,
});

describe('offline passes', () => {
  it('keep the code, the label, the game, its time and venue, and when they were saved', () => {
    expect(savedPassOf(request(), NOW)).toEqual({
      requestId: 'r1',
      gameId: 'g1',
      code: 'ACDE-FGHJ-KMNP',
      label: 'PAID',
      title: 'Sunday Football',
      gameDatetime: START,
      location: 'HSR Turf',
      savedAt: NOW.toISOString(),
    });
    expect(savedPassOf(request({ status: 'waitlist', payment_status: 'not_required' }), NOW)?.label).toBe('FREE');
  });

  it('are not kept for requests that admit no one, cancelled or finished games, or games long started', () => {
    for (const status of ['pending', 'accepted', 'rejected', 'withdrawn'] as const)
      expect(savedPassOf(request({ status }), NOW), status).toBeNull();
    expect(savedPassOf(request({ game_pass: null }), NOW)).toBeNull();
    expect(savedPassOf(request({ game: null }), NOW)).toBeNull();
    expect(savedPassOf(request({}, { status: 'cancelled' }), NOW)).toBeNull();
    expect(savedPassOf(request({}, { status: 'completed' }), NOW)).toBeNull();
    expect(savedPassOf(request(), new Date('2026-12-06T01:00:01.000Z'))).toBeNull();
    expect(savedPassOf(request({}, { status: 'ongoing' }), new Date('2026-12-05T14:00:00.000Z'))).not.toBeNull();
  });

  it('are over 12 hours after the start, even with no signal to ask', () => {
    expect(isPassOver({ gameDatetime: START }, new Date('2026-12-06T01:00:00.000Z'))).toBe(false);
    expect(isPassOver({ gameDatetime: START }, new Date('2026-12-06T01:00:01.000Z'))).toBe(true);
    expect(isPassOver({ gameDatetime: null }, NOW)).toBe(false);
  });

  it('follow the server: refreshed while they admit, dropped when withdrawn, moved, or gone from the list', () => {
    const kept = (id: string): SavedPass => ({
      ...savedPassOf(request({ id }), new Date('2026-12-01T00:00:00.000Z'))!,
    });
    const saved = [kept('r1'), kept('r2'), kept('r3')];
    const { keep, drop } = reconcileSavedPasses(
      saved,
      [request({ id: 'r1' }, { location: 'New Turf' }), request({ id: 'r2', status: 'withdrawn' })],
      NOW,
    );
    expect(keep).toEqual([
      expect.objectContaining({ requestId: 'r1', location: 'New Turf', savedAt: NOW.toISOString() }),
    ]);
    expect(drop).toEqual(['r2', 'r3']);
  });
});
