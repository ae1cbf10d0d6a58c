import { byGameDate, upcomingFirst } from '@shared/rules/upcoming-first';
import { describe, expect, it } from 'vitest';

const request = (id: string, game: string | null, created = '2026-11-01T00:00:00.000Z') => ({
  id,
  created_at: created,
  game: game === null ? null : { game_datetime: game },
});

describe("a player's requests by their games' dates", () => {
  const now = new Date('2026-11-26T12:00:00.000Z');

  it('upcoming soonest first, then past latest first, then requests whose game is gone', () => {
    const ordered = byGameDate(
      [
        request('past-old', '2026-10-01T12:00:00.000Z'),
        request('next-week', '2026-12-03T12:00:00.000Z'),
        request('gone', null),
        request('tomorrow', '2026-11-27T12:00:00.000Z'),
        request('yesterday', '2026-11-25T12:00:00.000Z'),
      ],
      now,
    );
    expect(ordered.map((r) => r.id)).toEqual(['tomorrow', 'next-week', 'yesterday', 'past-old', 'gone']);
  });

  it('keeps a request in place whatever its status; the newer request first on the same game time', () => {
    const same = '2026-11-28T12:00:00.000Z';
    const ordered = byGameDate(
      [request('older', same, '2026-11-01T00:00:00.000Z'), request('newer', same, '2026-11-02T00:00:00.000Z')],
      now,
    );
    expect(ordered.map((r) => r.id)).toEqual(['newer', 'older']);
  });
});

describe("a host's games by start", () => {
  it('the next game first, then past games latest first, whatever order they were read in', () => {
    const games = [
      { id: 'far', game_datetime: '2026-12-20T12:00:00.000Z' },
      { id: 'soon', game_datetime: '2026-11-27T12:00:00.000Z' },
      { id: 'last-week', game_datetime: '2026-11-19T12:00:00.000Z' },
      { id: 'last-month', game_datetime: '2026-10-26T12:00:00.000Z' },
    ];
    const ordered = upcomingFirst(games, (game) => game.game_datetime, new Date('2026-11-26T12:00:00.000Z'));
    expect(ordered.map((game) => game.id)).toEqual(['soon', 'far', 'last-week', 'last-month']);
  });
});
