import { describe, expect, it } from 'vitest';
import { GAME_MESSAGES, type Game } from '@shared/schemas/game';
import {
  emptyGameForm,
  formValuesFromGame,
  moveQuestion,
  newQuestion,
  toGameInput,
  withCurrentLocation,
  withMapsLink,
  type GameFormValues,
} from '@web/features/games/game-form';
import { validateGame, withLinkCoordinates } from '@web/features/games/validate-game';

const NOW = new Date('2026-11-21T06:00:00Z'); // 11:30 IST
const filled = (changes: Partial<GameFormValues> = {}): GameFormValues => ({
  ...emptyGameForm(),
  title: 'Sunday Football',
  sport: 'football',
  location: 'Koramangala, Bengaluru',
  maps_link: 'https://maps.google.com/?q=Koramangala',
  game_date: '2026-11-22',
  game_time: '07:30',
  max_players: '10',
  ...changes,
});
const firstMessage = (values: GameFormValues) => {
  const result = validateGame(toGameInput(values), NOW);
  return result.ok ? null : result.first.message;
};

const savedGame = (): Game => ({
  id: 'g1',
  host_id: 'h1',
  title: 'T',
  sport: 'other',
  custom_sport: 'Kabaddi',
  description: null,
  location: 'L',
  maps_link: '12.9,77.6',
  latitude: 12.9,
  longitude: 77.6,
  game_datetime: '2026-11-22T02:00:00.000Z',
  game_date: '2026-11-22',
  game_time: '07:30',
  duration_minutes: 120,
  ends_at: '2026-11-22T04:00:00.000Z',
  max_players: 8,
  current_players: 2,
  price: 99.5,
  status: 'upcoming',
  skill_level: 'advanced',
  cover_image: '/media/covers/x.webp',
  cancellation_policy: 'moderate',
  equipment_provided: true,
  payment_instructions: 'UPI',
  host_upi_id: 'host@okaxis',
  platform_fee_type: 'fixed',
  platform_fee_amount: 10,
  community_id: null,
  created_at: '',
  updated_at: '',
  host: null,
  questions: [
    { id: 'q2', question_text: 'B', question_type: 'text', options: [], is_required: false, order_index: 1 },
    { id: 'q1', question_text: 'A', question_type: 'radio', options: ['x'], is_required: true, order_index: 0 },
  ],
});

describe('game form → API body (toGameInput)', () => {
  it('reads numbers, leaves blanks to the schema and drops the custom sport unless sport is other', () => {
    const input = toGameInput(filled({ price: '150.50', custom_sport: 'ignored', description: '  ', max_players: '' }));
    expect(input).toMatchObject({
      price: 150.5,
      custom_sport: null,
      description: null,
      max_players: undefined,
      skill_level: 'intermediate',
      platform_fee_type: 'none',
    });
  });
  it('a free game carries no payment details', () => {
    const input = toGameInput(
      filled({
        price: '0',
        host_upi_id: 'a@okaxis',
        payment_instructions: 'cash',
        platform_fee_type: 'fixed',
        platform_fee_amount: '20',
      }),
    );
    expect(input).toMatchObject({
      host_upi_id: null,
      payment_instructions: null,
      platform_fee_type: 'none',
      platform_fee_amount: 0,
    });
  });
  it('keeps question order and options only for radio/checkbox', () => {
    const a = { ...newQuestion(), question_text: 'Position?', question_type: 'radio' as const, options: ['GK', 'ST'] };
    const b = { ...newQuestion(), question_text: 'Age?', question_type: 'number' as const, options: ['stale'] };
    const input = toGameInput(filled({ questions: [b, a] }));
    expect(input.questions?.map((q) => [q.question_text, q.options])).toEqual([
      ['Age?', []],
      ['Position?', ['GK', 'ST']],
    ]);
  });
});

describe('duration', () => {
  it('starts at 90 minutes, sends what the host types, and leaves a blank to the default', () => {
    expect(emptyGameForm().duration_minutes).toBe('90');
    expect(toGameInput(filled({ duration_minutes: '120' })).duration_minutes).toBe(120);
    expect(toGameInput(filled({ duration_minutes: '' })).duration_minutes).toBeUndefined();
    const result = validateGame(toGameInput(filled({ duration_minutes: '' })), NOW);
    expect(result.ok && result.data.duration_minutes).toBe(90);
  });
  it('refuses less than 15 minutes, more than a day, or part of a minute, with one message after the time', () => {
    for (const duration_minutes of ['10', '1441', '45.5'])
      expect(firstMessage(filled({ duration_minutes }))).toBe(GAME_MESSAGES.durationInvalid);
    expect(GAME_MESSAGES.durationInvalid).toBe('Duration must be a whole number of minutes from 15 to 1440');
    expect(firstMessage(filled({ duration_minutes: '10', game_time: '' }))).toBe(GAME_MESSAGES.timeRequired);
  });
  it("edit starts from the game's duration", () => {
    expect(formValuesFromGame(savedGame()).duration_minutes).toBe('120');
  });
});

describe('community', () => {
  it('None on create sends community_id null; a chosen community sends its id', () => {
    expect(emptyGameForm().community_id).toBe('');
    expect(toGameInput(filled()).community_id).toBeNull();
    expect(toGameInput(filled({ community_id: 'c1' })).community_id).toBe('c1');
    expect(validateGame(toGameInput(filled({ community_id: 'c1' })), NOW).ok).toBe(true);
  });
  it("edit starts from the game's community and keeps it; choosing None unlinks it", () => {
    const values = formValuesFromGame({ ...savedGame(), community_id: 'c9' });
    expect(values.community_id).toBe('c9');
    expect(toGameInput(values).community_id).toBe('c9');
    expect(toGameInput({ ...values, community_id: '' }).community_id).toBeNull();
    expect(formValuesFromGame(savedGame()).community_id).toBe('');
  });
});

describe('validation with the shared schema (first failing message first)', () => {
  it('an empty form says the title first', () => {
    expect(firstMessage(emptyGameForm())).toBe(GAME_MESSAGES.titleRequired);
  });
  it.each([
    [{ sport: '' as const }, GAME_MESSAGES.sportRequired],
    [{ sport: 'other' as const, custom_sport: ' ' }, GAME_MESSAGES.customSportRequired],
    [{ location: '' }, GAME_MESSAGES.locationRequired],
    [{ maps_link: '' }, GAME_MESSAGES.mapsLinkRequired],
    [{ maps_link: 'https://example.com/place' }, 'Please provide a valid Google Maps link or coordinates (lat,lng).'],
    [{ game_date: '' }, GAME_MESSAGES.dateRequired],
    [{ game_time: '' }, GAME_MESSAGES.timeRequired],
    [{ max_players: '1' }, 'Minimum 2 players required'],
    [{ max_players: '' }, 'Minimum 2 players required'],
    [{ max_players: '1001' }, GAME_MESSAGES.maxPlayers],
    [{ title: '\u200B\u200D\u3164 \u2800' }, GAME_MESSAGES.titleRequired],
    [{ price: '-1' }, GAME_MESSAGES.priceInvalid],
    [
      { price: '100', platform_fee_type: 'percentage' as const, platform_fee_amount: '101' },
      GAME_MESSAGES.percentageTooHigh,
    ],
    [{ price: '100', host_upi_id: 'not-upi' }, GAME_MESSAGES.upiInvalid],
    [{ game_date: '2026-11-21', game_time: '11:00' }, GAME_MESSAGES.inThePast],
    [{ game_date: '2026-11-20', game_time: '18:00' }, GAME_MESSAGES.inThePast],
    [{ game_date: '9999-12-31', game_time: '18:00' }, GAME_MESSAGES.tooFarAhead],
  ])('%o → %s', (changes, message) => {
    expect(firstMessage(filled(changes))).toBe(message);
  });
  it('custom sport comes before location even though the schema checks it last', () => {
    expect(firstMessage(filled({ sport: 'other', custom_sport: '', location: '' }))).toBe(
      GAME_MESSAGES.customSportRequired,
    );
  });
  it('later today is fine', () => {
    expect(validateGame(toGameInput(filled({ game_date: '2026-11-21', game_time: '12:00' })), NOW).ok).toBe(true);
  });
  it('the three question messages, keyed by question', () => {
    const question = (changes: Partial<ReturnType<typeof newQuestion>>) => ({
      ...newQuestion(),
      question_text: 'Q',
      ...changes,
    });
    const errors = (q: ReturnType<typeof newQuestion>) => {
      const result = validateGame(toGameInput(filled({ questions: [question({}), q] })), NOW);
      return result.ok ? {} : result.errors;
    };
    expect(errors(question({ question_text: ' ' }))).toEqual({
      'questions.1.question_text': GAME_MESSAGES.questionText,
    });
    expect(errors(question({ question_type: 'checkbox', options: [] }))).toEqual({
      'questions.1.options': GAME_MESSAGES.questionOptions,
    });
    expect(errors(question({ question_type: 'radio', options: ['a', ' '] }))).toEqual({
      'questions.1.options': GAME_MESSAGES.questionEmptyOption,
    });
  });
  it('a valid form gives the parsed body', () => {
    const result = validateGame(toGameInput(filled()), NOW);
    expect(result.ok && result.data).toMatchObject({
      title: 'Sunday Football',
      max_players: 10,
      price: 0,
      cancellation_policy: 'flexible',
    });
  });
});

describe('coordinates', () => {
  it("'Use my current location' fills a lat,lng maps link only when none was typed", () => {
    const point = { lat: 12.93521234, lng: 77.62451234 };
    expect(withCurrentLocation(filled({ maps_link: '' }), point)).toMatchObject({
      latitude: 12.935212,
      longitude: 77.624512,
      maps_link: '12.935212,77.624512',
      coordinates_from: 'device',
    });
    expect(withCurrentLocation(filled(), point).maps_link).toBe('https://maps.google.com/?q=Koramangala');
  });
  it('a new link drops coordinates saved from the old link but keeps the device position', () => {
    expect(withMapsLink(filled({ latitude: 1, longitude: 2, coordinates_from: 'saved' }), 'x')).toMatchObject({
      latitude: null,
      longitude: null,
      maps_link: 'x',
    });
    expect(withMapsLink(filled({ latitude: 1, longitude: 2, coordinates_from: 'device' }), 'x')).toMatchObject({
      latitude: 1,
      longitude: 2,
    });
  });
  it("a link's own coordinates win at submit", () => {
    const input = toGameInput(
      filled({ maps_link: 'https://www.google.com/maps/place/X/@12.97,77.59,17z', latitude: 1, longitude: 2 }),
    );
    expect(withLinkCoordinates(input)).toMatchObject({ latitude: 12.97, longitude: 77.59 });
    expect(withLinkCoordinates(toGameInput(filled({ latitude: 1, longitude: 2 })))).toMatchObject({
      latitude: 1,
      longitude: 2,
    });
  });
});

describe('questions editor helpers', () => {
  it('moves a question up and down, ignoring moves off either end', () => {
    const [a, b, c] = [newQuestion(), newQuestion(), newQuestion()];
    expect(moveQuestion([a, b, c], 2, -1)).toEqual([a, c, b]);
    expect(moveQuestion([a, b, c], 0, 1)).toEqual([b, a, c]);
    expect(moveQuestion([a, b, c], 0, -1)).toEqual([a, b, c]);
    expect(moveQuestion([a, b, c], 2, 1)).toEqual([a, b, c]);
  });
});

describe('edit form from a saved game', () => {
  it('round-trips the fields and orders questions by order_index', () => {
    const game = savedGame();
    const values = formValuesFromGame(game);
    expect(values).toMatchObject({
      max_players: '8',
      price: '99.5',
      coordinates_from: 'saved',
      cancellation_policy: 'moderate',
    });
    const input = toGameInput(values);
    expect(input).toMatchObject({
      custom_sport: 'Kabaddi',
      cover_image: '/media/covers/x.webp',
      platform_fee_amount: 10,
      latitude: 12.9,
    });
    expect(input.questions?.map((q) => q.id)).toEqual(['q1', 'q2']);
    expect(validateGame(input, NOW).ok).toBe(true);
  });
});
