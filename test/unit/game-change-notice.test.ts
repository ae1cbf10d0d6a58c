import { describe, expect, it } from 'vitest';
import { gameChangedWords, playersToldOf } from '@functions/notifications/game-change-notice';
import { speakerIn } from '@functions/notifications/texts';

// A host's edit reaches the game's players only when it changes when or where the game is.
const GAME = { title: 'Sunday Turf', game_datetime: '2026-12-06T13:30:00.000Z', location: 'Moved Turf, HSR Layout' };

describe('a changed game', () => {
  it('is news for its players when its start or place changes, not for other edits', () => {
    expect(playersToldOf(['game_datetime'])).toBe(true);
    expect(playersToldOf(['description', 'location'])).toBe(true);
    expect(playersToldOf(['maps_link'])).toBe(true);
    expect(playersToldOf(['description', 'max_players'])).toBe(false);
    expect(playersToldOf([])).toBe(false);
  });

  it('is told as the game is now, in the reader’s language', () => {
    expect(gameChangedWords(speakerIn('en'), GAME)).toEqual({
      title: 'Game changed',
      body: 'Sunday Turf is now on 06 Dec, 19:00 at Moved Turf, HSR Layout.',
      subject: 'Game changed: Sunday Turf',
      lines: [
        'Sunday Turf is now on 06 Dec, 19:00 at Moved Turf, HSR Layout.',
        'If the new time or place no longer suits you, you can withdraw from My Game Requests.',
      ],
      action: { label: 'See the game' },
    });
    const hindi = gameChangedWords(speakerIn('hi'), GAME);
    expect(hindi.title).toBe('गेम में बदलाव');
    expect(hindi.body).toMatch(/^Sunday Turf अब .+ को Moved Turf, HSR Layout पर है।$/);
  });
});
