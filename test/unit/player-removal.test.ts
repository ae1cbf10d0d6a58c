import { describe, expect, it } from 'vitest';
import { mayRemove, REMOVAL_MESSAGES, removalConfirmText, removalRefusal } from '@shared/rules/player-removal';

// Who a host may take off a game (decision 066), and the words both sides read.
const now = new Date('2026-11-27T10:00:00.000Z');
const game = { game_datetime: '2026-11-27T12:00:00.000Z', status: 'upcoming' };
const confirmed = { status: 'confirmed', checked_in_at: null };

describe('removing a player', () => {
  it('is for accepted or confirmed players not checked in, in an upcoming game before its start', () => {
    expect(removalRefusal(confirmed, game, now)).toBeNull();
    expect(removalRefusal({ ...confirmed, status: 'accepted' }, game, now)).toBeNull();
    for (const status of ['pending', 'waitlist', 'rejected', 'withdrawn'])
      expect(removalRefusal({ ...confirmed, status }, game, now)).toBe(REMOVAL_MESSAGES.notRemovable);
    expect(removalRefusal({ ...confirmed, checked_in_at: '2026-11-27T09:00:00.000Z' }, game, now)).toBe(
      REMOVAL_MESSAGES.checkedIn,
    );
    expect(removalRefusal(confirmed, { ...game, status: 'cancelled' }, now)).toBe(REMOVAL_MESSAGES.cancelled);
    expect(removalRefusal(confirmed, { ...game, game_datetime: now.toISOString() }, now)).toBe(
      REMOVAL_MESSAGES.started,
    );
    expect(mayRemove(confirmed, game, now)).toBe(true);
    expect(mayRemove({ ...confirmed, status: 'pending' }, game, now)).toBe(false);
  });

  it('asks the host to confirm, saying what the player is told and that a paid player gets it all back', () => {
    expect(removalConfirmText('Rahul', false)).toEqual({
      title: 'Remove Rahul from this game?',
      body: 'Rahul loses their spot and is told in the app and by e-mail. Their spot goes to the waitlist.',
      messageLabel: 'Message to Rahul (optional)',
      confirm: 'Remove from game',
      busy: 'Removing...',
    });
    expect(removalConfirmText('Rahul', true).body).toContain('What they paid is refunded in full.');
  });
});
