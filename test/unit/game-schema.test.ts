import { describe, expect, it } from 'vitest';
import { GAME_MESSAGES, gameInputSchema, gameReportInputSchema, REPORT_MESSAGES } from '@shared/schemas/game';
import { MAPS_LINK_MESSAGE } from '@shared/rules/maps-link';
import { validGame } from '../support/game-fixtures';

// Game create/edit rules: each rule fails with its own message on its own field.
const firstIssue = (input: Record<string, unknown>) => {
  const result = gameInputSchema.safeParse(input);
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return { field: issue.path.join('.'), message: issue.message };
};
const without = (key: string) => {
  const game = validGame();
  delete game[key];
  return game;
};
const question = (over: Record<string, unknown>) => ({
  ...validGame(),
  questions: [{ question_text: 'Position?', question_type: 'text', ...over }],
});

describe('gameInputSchema', () => {
  it('accepts a complete game and applies the defaults', () => {
    const game = gameInputSchema.parse(validGame());
    expect(game).toMatchObject({
      price: 0,
      skill_level: 'intermediate',
      platform_fee_type: 'none',
      platform_fee_amount: 0,
      equipment_provided: false,
      questions: [],
    });
  });

  it.each([
    ['title missing', without('title'), 'title', GAME_MESSAGES.titleRequired],
    ['title blank', { ...validGame(), title: '   ' }, 'title', GAME_MESSAGES.titleRequired],
    [
      'title of invisible characters only',
      { ...validGame(), title: '\u200B\u2800\u3164' },
      'title',
      GAME_MESSAGES.titleRequired,
    ],
    [
      'more players than a game can have',
      { ...validGame(), max_players: 1001 },
      'max_players',
      GAME_MESSAGES.maxPlayers,
    ],
    [
      'a cover outside the media folder',
      { ...validGame(), cover_image: '/media/../..' },
      'cover_image',
      'Cover image must be an uploaded image',
    ],
    [
      'a cover that is any URL',
      { ...validGame(), cover_image: 'https://evil.example/x.png' },
      'cover_image',
      'Cover image must be an uploaded image',
    ],
    ['sport missing', without('sport'), 'sport', GAME_MESSAGES.sportRequired],
    ['sport unknown', { ...validGame(), sport: 'chess' }, 'sport', GAME_MESSAGES.sportRequired],
    ['custom sport when other', { ...validGame(), sport: 'other' }, 'custom_sport', GAME_MESSAGES.customSportRequired],
    [
      'custom sport blank when other',
      { ...validGame(), sport: 'other', custom_sport: '  ' },
      'custom_sport',
      GAME_MESSAGES.customSportRequired,
    ],
    ['location missing', without('location'), 'location', GAME_MESSAGES.locationRequired],
    ['location blank', { ...validGame(), location: ' ' }, 'location', GAME_MESSAGES.locationRequired],
    ['maps link missing', without('maps_link'), 'maps_link', GAME_MESSAGES.mapsLinkRequired],
    ['maps link blank', { ...validGame(), maps_link: '' }, 'maps_link', GAME_MESSAGES.mapsLinkRequired],
    ['maps link invalid', { ...validGame(), maps_link: 'https://example.com/x' }, 'maps_link', MAPS_LINK_MESSAGE],
    ['date missing', without('game_date'), 'game_date', GAME_MESSAGES.dateRequired],
    ['date malformed', { ...validGame(), game_date: '05/12/2026' }, 'game_date', GAME_MESSAGES.dateRequired],
    ['time missing', without('game_time'), 'game_time', GAME_MESSAGES.timeRequired],
    ['time malformed', { ...validGame(), game_time: '25:00' }, 'game_time', GAME_MESSAGES.timeRequired],
    ['one player', { ...validGame(), max_players: 1 }, 'max_players', GAME_MESSAGES.minPlayers],
    ['fractional players', { ...validGame(), max_players: 2.5 }, 'max_players', GAME_MESSAGES.minPlayers],
    ['negative price', { ...validGame(), price: -1 }, 'price', GAME_MESSAGES.priceInvalid],
    ['price below step 0.01', { ...validGame(), price: 10.005 }, 'price', GAME_MESSAGES.priceInvalid],
    [
      'percentage over 100',
      { ...validGame(), platform_fee_type: 'percentage', platform_fee_amount: 100.5 },
      'platform_fee_amount',
      GAME_MESSAGES.percentageTooHigh,
    ],
    [
      'negative fee',
      { ...validGame(), platform_fee_type: 'fixed', platform_fee_amount: -5 },
      'platform_fee_amount',
      GAME_MESSAGES.feeInvalid,
    ],
    ['question text blank', question({ question_text: '  ' }), 'questions.0.question_text', GAME_MESSAGES.questionText],
    [
      'radio without options',
      question({ question_type: 'radio', options: [] }),
      'questions.0.options',
      GAME_MESSAGES.questionOptions,
    ],
    [
      'checkbox without options',
      question({ question_type: 'checkbox' }),
      'questions.0.options',
      GAME_MESSAGES.questionOptions,
    ],
    [
      'radio with an empty option',
      question({ question_type: 'radio', options: ['Yes', ' '] }),
      'questions.0.options',
      GAME_MESSAGES.questionEmptyOption,
    ],
    [
      'checkbox with an empty option',
      question({ question_type: 'checkbox', options: ['', 'B'] }),
      'questions.0.options',
      GAME_MESSAGES.questionEmptyOption,
    ],
  ])('%s', (_, input, field, message) => {
    expect(firstIssue(input)).toEqual({ field, message });
  });

  it('refuses fields it does not know, such as host_id or status (identity and state never come from the body)', () => {
    const result = gameInputSchema.safeParse({ ...validGame(), host_id: 'someone', status: 'completed' });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['host_id', 'status'] }),
    ]);
  });

  it.each([0, 0.01, 19.99, 150, 1999.5])('accepts price %s (min 0, step 0.01)', (price) => {
    expect(gameInputSchema.safeParse({ ...validGame(), price }).success).toBe(true);
  });

  it('accepts a percentage fee of exactly 100 and a fixed fee above it', () => {
    expect(
      gameInputSchema.safeParse({ ...validGame(), platform_fee_type: 'percentage', platform_fee_amount: 100 }).success,
    ).toBe(true);
    expect(
      gameInputSchema.safeParse({ ...validGame(), platform_fee_type: 'fixed', platform_fee_amount: 150 }).success,
    ).toBe(true);
  });

  it('keeps options only for choice questions, trimmed', () => {
    const game = gameInputSchema.parse({
      ...validGame(),
      questions: [
        { question_text: 'Level', question_type: 'radio', options: [' Low ', 'High'] },
        { question_text: 'Age', question_type: 'number', options: ['ignored'] },
      ],
    });
    expect(game.questions.map((q) => q.options)).toEqual([['Low', 'High'], []]);
  });
});

describe('gameReportInputSchema', () => {
  it('needs a reason of 1–500 characters, trimmed', () => {
    expect(gameReportInputSchema.parse({ reason: '  Spam listing ' })).toEqual({ reason: 'Spam listing' });
    expect(gameReportInputSchema.safeParse({ reason: '   ' }).error!.issues[0]!.message).toBe(
      REPORT_MESSAGES.reasonRequired,
    );
    expect(gameReportInputSchema.safeParse({}).error!.issues[0]!.message).toBe(REPORT_MESSAGES.reasonRequired);
    expect(gameReportInputSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });
});
