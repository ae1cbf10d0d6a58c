import { describe, expect, it } from 'vitest';
import { gameSchema, type Game } from '@shared/schemas/game';
import { parseSearchResults, resultPath } from '@web/features/search/api/search';
import {
  distanceLabel,
  formatGameDate,
  formatGameEnd,
  formatWhen,
  mapsUrl,
  policyName,
  policyRule,
  skillLabel,
  sportLabel,
} from '@web/lib/games/format';
import * as shapes from '@web/lib/games/parse-game';
import { parseCommunityChoices } from '@web/features/games/api/host-communities';
import { SKILL_LEVELS, SPORTS } from '@shared/constants';
import sportsEnglish from '@shared/i18n/en/sports.json';
import { hostStandingLine } from '@web/components/games/host-standing-line';
import { spotsLabel } from '@web/components/games/spots';
import { speak } from '@web/lib/i18n/texts';
import { PLAYER_LEVEL_OPTIONS } from '@web/lib/profile/player-levels';
import { unsetGameExtras } from '../support/record-defaults';
import { speakHindi } from '../support/speak-hindi';

const game: Game = {
  id: 'g1',
  host_id: 'h1',
  title: 'Sunday Cricket',
  sport: 'cricket',
  custom_sport: null,
  description: 'Bring water',
  location: 'Koramangala',
  maps_link: '12.9,77.6',
  latitude: 12.9,
  longitude: 77.6,
  game_datetime: '2026-12-05T13:00:00.000Z',
  game_date: '2026-12-05',
  game_time: '18:30',
  duration_minutes: 90,
  ends_at: '2026-12-05T14:30:00.000Z',
  max_players: 10,
  current_players: 3,
  price: 150,
  status: 'upcoming',
  skill_level: 'intermediate',
  ...unsetGameExtras(),
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  host: { id: 'h1', name: 'Priya', profile_pic: null },
  questions: [
    {
      id: 'q1',
      question_text: 'Position?',
      question_type: 'radio',
      options: ['GK'],
      is_required: true,
      order_index: 0,
    },
  ],
  distance_km: 4.2,
};

describe('the zod-free game guard mirrors gameSchema', () => {
  it('accepts what gameSchema accepts and drops unknown keys', () => {
    expect(gameSchema.safeParse(game).success).toBe(true);
    expect(shapes.parseGame({ ...game, extra: 1, host: { ...game.host, secret: 'x' } })).toEqual(game);
    const { distance_km: _ignored, ...withoutDistance } = game;
    expect(shapes.parseGame(withoutDistance)).toEqual(withoutDistance);
  });
  it.each([
    ['a missing field', { ...game, title: undefined }],
    ['an unknown sport', { ...game, sport: 'chess' }],
    ['a string number', { ...game, price: '150' }],
    ['a bad question', { ...game, questions: [{ ...game.questions[0], question_type: 'essay' }] }],
    ['a bad host', { ...game, host: { id: 'h1' } }],
  ])('rejects %s, as gameSchema does', (_name, body) => {
    expect(gameSchema.safeParse(body).success).toBe(false);
    expect(shapes.parseGame(body)).toBeNull();
  });
  it("keeps the one-game read's community (id and name) and refuses a bad one, as gameSchema does", () => {
    const listed = { ...game, community_id: 'c1', community: { id: 'c1', name: 'Kickers' } };
    expect(gameSchema.safeParse(listed).success).toBe(true);
    expect(shapes.parseGame({ ...listed, community: { ...listed.community, secret: 'x' } })).toEqual(listed);
    expect(shapes.parseGame({ ...game, community: null })).toEqual({ ...game, community: null });
    expect(gameSchema.safeParse({ ...game, community: { id: 'c1' } }).success).toBe(false);
    expect(shapes.parseGame({ ...game, community: { id: 'c1' } })).toBeNull();
  });
  it('reads the host communities answer down to id and name for the game form', () => {
    const entry = { community: { id: 'c1', name: 'Kickers', sport: 'football' }, stats: {}, pending_requests: 0 };
    expect(parseCommunityChoices({ data: [entry] })).toEqual([{ id: 'c1', name: 'Kickers' }]);
    expect(parseCommunityChoices({ data: [] })).toEqual([]);
    expect(parseCommunityChoices({ data: [{ community: { id: 'c1' } }] })).toBeNull();
    expect(parseCommunityChoices([entry])).toBeNull();
  });
  it('reads { games: [...] } and fails the whole list on one bad game', () => {
    expect(shapes.parseGameList({ games: [game] })).toEqual([game]);
    expect(shapes.parseGameList({ games: [game, { id: 1 }] })).toBeNull();
    expect(shapes.parseGameList([game])).toBeNull();
  });
});

describe('search answers', () => {
  it('reads games and communities and links each to its page', () => {
    const results = parseSearchResults({
      results: [
        {
          kind: 'game',
          id: 'g 1',
          title: 'T',
          sport: 'cricket',
          location: 'L',
          game_datetime: '2026-12-05T13:00:00.000Z',
          price: 0,
        },
        { kind: 'community', id: 'c1', title: 'Club', sport: 'cricket', location: 'L', game_datetime: null, price: 0 },
      ],
    });
    expect(results?.map(resultPath)).toEqual(['/game/g%201', '/community/c1']);
    expect(parseSearchResults({ results: [{ kind: 'team', id: 'x' }] })).toBeNull();
  });
});

describe('labels', () => {
  it("dates read 'dd MMM, HH:mm' in India time whatever the device zone", () => {
    expect(formatGameDate('2026-12-05T13:00:00.000Z')).toBe('05 Dec, 18:30');
    expect(formatGameDate('2026-12-31T19:00:00.000Z')).toBe('01 Jan, 00:30');
    // The end: the time on the same IST day, the whole date past midnight.
    expect(formatGameEnd('2026-12-05T13:00:00.000Z', '2026-12-05T14:30:00.000Z')).toBe('20:00');
    expect(formatGameEnd('2026-12-05T17:00:00.000Z', '2026-12-05T19:00:00.000Z')).toBe('06 Dec, 00:30');
    expect(formatGameDate(null)).toBe('TBD');
  });
  it("lists, cards and dialogs say when with the weekday and relative days ('Today, 7:00 pm')", () => {
    // 18:30 UTC on 5 Dec is midnight in India: the 6th there.
    const now = new Date('2026-12-05T18:30:00.000Z');
    expect(formatWhen('2026-12-06T13:30:00.000Z', now)).toBe('Today, 7:00 pm');
    expect(formatWhen('2026-12-07T13:30:00.000Z', now)).toBe('Tomorrow, 7:00 pm');
    expect(formatWhen('2026-12-05T04:30:00.000Z', now)).toBe('Yesterday, 10:00 am');
    expect(formatWhen('2026-12-12T01:00:00.000Z', now)).toBe('Sat 12 Dec, 6:30 am');
    expect(formatWhen(null, now)).toBe('TBD');
    expect(formatWhen('not a date', now)).toBe('TBD');
  });
  it('distances: one decimal under 10 km, whole beyond; nothing when unknown', () => {
    expect(distanceLabel(0.44)).toBe('0.4 km away');
    expect(distanceLabel(0.04)).toBe('Under 100 m away');
    expect(distanceLabel(9.96)).toBe('10 km away');
    expect(distanceLabel(23.6)).toBe('24 km away');
    expect(distanceLabel(null)).toBeNull();
    expect(distanceLabel(undefined)).toBeNull();
  });
  it('sport and skill names; other shows the custom sport', () => {
    expect(sportLabel('weight_training')).toBe('Weight Training');
    expect(sportLabel('other', 'Kabaddi')).toBe('Kabaddi');
    expect(sportLabel('other', null)).toBe('Other');
    expect(skillLabel('all_levels')).toBe('All Levels');
    expect(sportLabel('kabaddi')).toBe('Kabaddi');
  });
  it("English sport and level names are the catalogue's English (the first load computes them instead of carrying it)", () => {
    const english: Record<string, string> = sportsEnglish;
    for (const sport of SPORTS) expect(sportLabel(sport), sport).toBe(english[sport]);
    for (const level of SKILL_LEVELS) expect(skillLabel(level), level).toBe(english[`level.${level}`]);
    expect(Object.keys(english)).toHaveLength(SPORTS.length + SKILL_LEVELS.length);
  });
  it("sport and skill names in Hindi; the host's own sport stays as written", async () => {
    speakHindi((await import('virtual:catalogue/hi')).default);
    try {
      expect(sportLabel('football')).toBe('फ़ुटबॉल');
      expect(sportLabel('weight_training')).toBe('वेट ट्रेनिंग');
      expect(sportLabel('other', 'Kabaddi')).toBe('Kabaddi');
      expect(skillLabel('beginner')).toBe('शुरुआती');
      expect(PLAYER_LEVEL_OPTIONS.map((option) => option.label)).toEqual(['शुरुआती', 'मध्यम', 'एडवांस']);
      expect(PLAYER_LEVEL_OPTIONS[0]?.hint).toBe('नए हैं या फिर से शुरू कर रहे हैं');
      expect(spotsLabel(1)).toBe('1 स्पॉट खाली');
      expect(hostStandingLine({ games_hosted: 2, rating: null, rating_count: 0 })).toBe('2 गेम होस्ट किए · नया होस्ट');
    } finally {
      speak('en');
    }
    expect(PLAYER_LEVEL_OPTIONS.map((option) => option.label)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    expect(PLAYER_LEVEL_OPTIONS[2]?.hint).toBe('Competitive');
    expect([spotsLabel(1), spotsLabel(3)]).toEqual(['1 spot available', '3 spots available']);
    expect(hostStandingLine({ games_hosted: 1, rating: null, rating_count: 0 })).toBe('1 game hosted · New host');
  });
  it('cancellation policies; anything unknown means no refunds', () => {
    expect(policyName('moderate')).toBe('Moderate');
    expect(policyRule('moderate')).toBe('Partial refund up to 12h before the game');
    expect(policyRule('whatever')).toBe('No refunds');
  });
  it('maps links open as URLs: coordinates become a Google Maps search', () => {
    expect(mapsUrl('12.9716, 77.5946')).toBe('https://www.google.com/maps?q=12.9716%2C77.5946');
    expect(mapsUrl('maps.app.goo.gl/abc')).toBe('https://maps.app.goo.gl/abc');
    expect(mapsUrl('https://www.google.com/maps/place/X')).toBe('https://www.google.com/maps/place/X');
    expect(mapsUrl('  ')).toBeNull();
  });
});
