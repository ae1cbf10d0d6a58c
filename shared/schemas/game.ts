import * as z from 'zod';
import { LIMITS, PLATFORM_FEE_TYPES, SKILL_LEVELS, SPORTS, DEFAULT_SKILL_LEVEL } from '../constants';
import { isValidMapsLink } from '../rules/maps-link';
import { DISCOVER_CELL_MESSAGE, isDiscoverCell } from '../rules/discover-cell';
import { CANCELLATION_POLICIES, GAME_STATUSES, QUESTION_TYPES } from '../rules/game-rules';
import { GAME_DURATION } from '../rules/game-time';
import { MIN_SHOW_UP_RATE, SHOW_UP_MESSAGES } from '../rules/show-up';
import { multiLineText, singleLineText, uploadedMediaPath } from './text';
import { GAME_LIMITS, GAME_MESSAGES } from '../texts/game';
import { REPORT_MESSAGES, REPORT_REASON_MAX } from '../texts/game-reports';

// Game payloads and the create/edit form's rules. The browser shows the first
// failing message as 'Validation Error'; the server answers it with the field.
// The messages and limits are written in shared/texts/game.ts (game-reports.ts for reports) and
// the value lists in shared/rules/game-rules.ts, none of which has zod, so the browser can read
// them without it; they are re-exported here for the server.
export { DUPLICATE_GAME, GAME_LIMITS, GAME_MESSAGES } from '../texts/game';
export { REPORT_MESSAGES, REPORT_REASON_MAX } from '../texts/game-reports';
export { GAME_STATUSES, QUESTION_TYPES } from '../rules/game-rules';

export const gameQuestionInputSchema = z
  .object({
    id: z.string().max(64).optional(),
    question_text: singleLineText({
      max: GAME_LIMITS.questionText,
      tooLong: GAME_MESSAGES.questionTextTooLong,
      required: GAME_MESSAGES.questionText,
    }),
    question_type: z.enum(QUESTION_TYPES),
    options: z
      .array(singleLineText({ max: GAME_LIMITS.option, tooLong: GAME_MESSAGES.optionTooLong }))
      .max(GAME_LIMITS.options, GAME_MESSAGES.tooManyOptions)
      .default([]),
    is_required: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    if (q.question_type !== 'radio' && q.question_type !== 'checkbox') return;
    if (q.options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: GAME_MESSAGES.questionOptions });
    else if (q.options.some((o) => !o))
      ctx.addIssue({ code: 'custom', path: ['options'], message: GAME_MESSAGES.questionEmptyOption });
  })
  .transform((q) => ({
    ...q,
    options: q.question_type === 'radio' || q.question_type === 'checkbox' ? q.options : [],
  }));

const money = (message: string) =>
  z.number({ error: message }).min(0, message).max(1_000_000, message).multipleOf(0.01, message);

/** Create and edit share every rule; the server also checks the start is in the future. */
export const gameInputSchema = z
  .object({
    title: singleLineText({
      max: GAME_LIMITS.title,
      tooLong: GAME_MESSAGES.titleTooLong,
      required: GAME_MESSAGES.titleRequired,
    }),
    sport: z.enum(SPORTS, { error: GAME_MESSAGES.sportRequired }),
    custom_sport: singleLineText({ max: GAME_LIMITS.customSport, tooLong: GAME_MESSAGES.customSportTooLong }).nullish(),
    description: multiLineText({ max: GAME_LIMITS.description, tooLong: GAME_MESSAGES.descriptionTooLong }).nullish(),
    location: singleLineText({
      max: GAME_LIMITS.location,
      tooLong: GAME_MESSAGES.locationTooLong,
      required: GAME_MESSAGES.locationRequired,
    }),
    maps_link: singleLineText({
      max: GAME_LIMITS.mapsLink,
      tooLong: GAME_MESSAGES.mapsLinkTooLong,
      required: GAME_MESSAGES.mapsLinkRequired,
    }).refine(isValidMapsLink, GAME_MESSAGES.mapsLinkInvalid),
    game_date: z.string({ error: GAME_MESSAGES.dateRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, GAME_MESSAGES.dateRequired),
    game_time: z
      .string({ error: GAME_MESSAGES.timeRequired })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, GAME_MESSAGES.timeRequired),
    /** How long the game lasts: the end moves it to completed. */
    duration_minutes: z
      .number({ error: GAME_MESSAGES.durationInvalid })
      .int(GAME_MESSAGES.durationInvalid)
      .min(GAME_DURATION.min, GAME_MESSAGES.durationInvalid)
      .max(GAME_DURATION.max, GAME_MESSAGES.durationInvalid)
      .default(GAME_DURATION.default),
    max_players: z
      .number({ error: GAME_MESSAGES.minPlayers })
      .int(GAME_MESSAGES.minPlayers)
      .min(2, GAME_MESSAGES.minPlayers)
      .max(GAME_LIMITS.maxPlayers, GAME_MESSAGES.maxPlayers),
    price: money(GAME_MESSAGES.priceInvalid).default(0),
    skill_level: z.enum(SKILL_LEVELS).default(DEFAULT_SKILL_LEVEL),
    cancellation_policy: z
      .enum(Object.keys(CANCELLATION_POLICIES) as [keyof typeof CANCELLATION_POLICIES])
      .default('flexible'),
    equipment_provided: z.boolean().default(false),
    payment_instructions: multiLineText({
      max: GAME_LIMITS.paymentInstructions,
      tooLong: GAME_MESSAGES.paymentInstructionsTooLong,
    }).nullish(),
    host_upi_id: singleLineText({ max: GAME_LIMITS.upi, tooLong: GAME_MESSAGES.upiTooLong })
      .refine((v) => v === '' || /^[\w.-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(v), GAME_MESSAGES.upiInvalid)
      .nullish(),
    platform_fee_type: z.enum(PLATFORM_FEE_TYPES).default('none'),
    platform_fee_amount: money(GAME_MESSAGES.feeInvalid).default(0),
    cover_image: uploadedMediaPath('Cover image must be an uploaded image').nullish(),
    /** From "Use my current location"; otherwise taken from the maps link when it has them. */
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
    questions: z.array(gameQuestionInputSchema).max(GAME_LIMITS.questions, GAME_MESSAGES.tooManyQuestions).default([]),
    /** The host's own community to list the game under; null or absent: none. */
    community_id: z.string().max(64).nullish(),
    /** The lowest show-up rate a player needs to ask to join (decision 056); null or absent: off. */
    min_show_up_rate: z
      .number({ error: SHOW_UP_MESSAGES.minimumInvalid })
      .int(SHOW_UP_MESSAGES.minimumInvalid)
      .min(MIN_SHOW_UP_RATE.min, SHOW_UP_MESSAGES.minimumInvalid)
      .max(MIN_SHOW_UP_RATE.max, SHOW_UP_MESSAGES.minimumInvalid)
      .nullish(),
  })
  .strict()
  .superRefine((game, ctx) => {
    if (game.sport === 'other' && !game.custom_sport?.trim())
      ctx.addIssue({ code: 'custom', path: ['custom_sport'], message: GAME_MESSAGES.customSportRequired });
    if (game.platform_fee_type === 'percentage' && game.platform_fee_amount > 100) {
      ctx.addIssue({ code: 'custom', path: ['platform_fee_amount'], message: GAME_MESSAGES.percentageTooHigh });
    }
    if ((game.latitude == null) !== (game.longitude == null))
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'Latitude and longitude go together' });
  });
export type GameInput = z.input<typeof gameInputSchema>;
export type GameFields = z.output<typeof gameInputSchema>;

export const gameQuestionSchema = z.object({
  id: z.string(),
  question_text: z.string(),
  question_type: z.enum(QUESTION_TYPES),
  options: z.array(z.string()),
  is_required: z.boolean(),
  order_index: z.number(),
});
export type GameQuestion = z.infer<typeof gameQuestionSchema>;

/** A game as the API returns it. */
/**
 * The host as players weigh them beside one game: games hosted (kept counter) and the rating of
 * their community's reviews (null with none, shown as a new host).
 */
export const hostStandingSchema = z.object({
  games_hosted: z.number().int(),
  rating: z.number().nullable(),
  rating_count: z.number().int(),
});
export type HostStanding = z.infer<typeof hostStandingSchema>;

export const gameSchema = z.object({
  id: z.string(),
  host_id: z.string(),
  title: z.string(),
  sport: z.enum(SPORTS),
  custom_sport: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string(),
  maps_link: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  game_datetime: z.string(),
  game_date: z.string(),
  game_time: z.string(),
  /** Games stored before durations existed read as the default. */
  duration_minutes: z.number(),
  /** game_datetime + duration_minutes: when the game becomes completed. */
  ends_at: z.string(),
  max_players: z.number(),
  current_players: z.number(),
  price: z.number(),
  status: z.enum(GAME_STATUSES),
  skill_level: z.enum(SKILL_LEVELS),
  cover_image: z.string().nullable(),
  cancellation_policy: z.string(),
  equipment_provided: z.boolean(),
  payment_instructions: z.string().nullable(),
  host_upi_id: z.string().nullable(),
  platform_fee_type: z.enum(PLATFORM_FEE_TYPES),
  platform_fee_amount: z.number(),
  community_id: z.string().nullable(),
  /** The lowest show-up rate a player needs to ask to join; null: off (absent in games stored before it). */
  min_show_up_rate: z.number().nullable().optional(),
  /** Why a cancelled game was called off, when the host said: 'rain' (absent otherwise). */
  cancelled_for: z.enum(['rain']).nullable().optional(),
  /** The repeating series this game is an occurrence of (decision 068); null or absent: a one-off. */
  series_id: z.string().nullable().optional(),
  /** A series' date: until then only its regulars may ask to join (decision 071); null: open to all. */
  opens_to_public_at: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  host: z.object({ id: z.string(), name: z.string(), profile_pic: z.string().nullable() }).nullable(),
  questions: z.array(gameQuestionSchema),
  /** Only in the one-game read: the community it is listed under (null: none or gone). */
  community: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  /** Only in the one-game read: what players weigh the host by (null: not known). */
  host_standing: hostStandingSchema.nullable().optional(),
  /** Only in discover answers: kilometres from the point the player searched from. */
  distance_km: z.number().nullable().optional(),
});
export type Game = z.infer<typeof gameSchema>;

/**
 * GET /api/games query (discover). Distance needs a point (lat and lng) or a cell (the geohash cell
 * of the point: answers shared at the edge, distances left to the client); without one, no distance
 * filter.
 */
export const discoverQuerySchema = z
  .object({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    cell: z.string().refine(isDiscoverCell, DISCOVER_CELL_MESSAGE).optional(),
    radius_km: z.coerce.number().int().min(1).max(100).default(50),
    sport: z.enum(SPORTS).optional(),
    skill_level: z.enum(SKILL_LEVELS).optional(),
    /** 'free': only games with no entry fee. */
    price: z.enum(['free'], { message: "Price filter must be 'free'" }).optional(),
    date: z.enum(['any', 'today', 'tomorrow', 'week', 'weekend']).default('any'),
    q: singleLineText({ max: 100, tooLong: 'Search text is too long' }).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1, 'Limit must be between 1 and 100')
      .max(LIMITS.discoverFetchLimit, 'Limit must be between 1 and 100')
      .default(LIMITS.discoverPageSize),
    /** The previous answer's nextCursor: the page after it (start order). */
    cursor: z.string().max(200, 'Invalid cursor').optional(),
  })
  .refine((query) => !(query.cell && (query.lat != null || query.lng != null)), {
    message: 'Give a cell or lat and lng, not both',
    path: ['cell'],
  });
export type DiscoverQuery = z.infer<typeof discoverQuerySchema>;

/** GET /api/games/featured query: Home's 'Trending Games' near this point when given (both or neither). */
export const featuredQuerySchema = z
  .object({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
  })
  .refine((query) => (query.lat == null) === (query.lng == null), {
    message: 'Give both lat and lng, or neither',
    path: ['lat'],
  });
export type FeaturedQuery = z.infer<typeof featuredQuerySchema>;

export const searchResultSchema = z.object({
  kind: z.enum(['game', 'community']),
  id: z.string(),
  title: z.string(),
  sport: z.string(),
  location: z.string(),
  game_datetime: z.string().nullable(),
  price: z.number(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const gameReportInputSchema = z
  .object({
    reason: multiLineText({
      max: REPORT_REASON_MAX,
      tooLong: REPORT_MESSAGES.reasonTooLong,
      required: REPORT_MESSAGES.reasonRequired,
    }),
  })
  .strict();
export type GameReportInput = z.infer<typeof gameReportInputSchema>;

/** GET /api/search query: blank or one-letter text finds nothing. */
export const searchQuerySchema = z.object({
  q: singleLineText({ max: 100, tooLong: 'Search text is too long' }).default(''),
});
