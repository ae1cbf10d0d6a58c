import * as z from 'zod';
import { SERIES_LIMITS, WEEKDAYS } from '../rules/series';
import { gameInputSchema } from './game';
import { SERIES_MESSAGES } from '../texts/series';
import { optionalRegularsSettingsSchema } from './regulars';

// Repeating games' payloads (decision 068): the rule the form sends, the new series (a game's
// fields and its rule), and what the game page reads of a series.

export const repeatRuleSchema = z
  .object({
    days: z
      .array(z.enum(WEEKDAYS, { error: SERIES_MESSAGES.daysRequired }))
      .min(1, SERIES_MESSAGES.daysRequired)
      .max(WEEKDAYS.length)
      .refine((days) => new Set(days).size === days.length, SERIES_MESSAGES.daysRequired),
    interval: z
      .number({ error: SERIES_MESSAGES.intervalInvalid })
      .int(SERIES_MESSAGES.intervalInvalid)
      .min(1, SERIES_MESSAGES.intervalInvalid)
      .max(SERIES_LIMITS.maxInterval, SERIES_MESSAGES.intervalInvalid)
      .default(1),
    until: z
      .string({ error: SERIES_MESSAGES.untilInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, SERIES_MESSAGES.untilInvalid)
      .nullish()
      .transform((value) => value ?? null),
    count: z
      .number({ error: SERIES_MESSAGES.countInvalid })
      .int(SERIES_MESSAGES.countInvalid)
      .min(SERIES_LIMITS.minCount, SERIES_MESSAGES.countInvalid)
      .max(SERIES_LIMITS.maxCount, SERIES_MESSAGES.countInvalid)
      .nullish()
      .transform((value) => value ?? null),
  })
  .strict()
  .refine((rule) => (rule.until == null) !== (rule.count == null), {
    message: SERIES_MESSAGES.endRequired,
    path: ['until'],
  });

/** POST /api/game-series: the first game's fields (its date is the series' first day) and the rule. */
export const seriesInputSchema = z
  .object({ game: gameInputSchema, repeat: repeatRuleSchema, regulars: optionalRegularsSettingsSchema.optional() })
  .strict();
export type SeriesInput = z.output<typeof seriesInputSchema>;

/** POST /api/games/{id}/repeat: a one-off game becomes the first of a series. */
export const repeatInputSchema = z
  .object({ repeat: repeatRuleSchema, regulars: optionalRegularsSettingsSchema.optional() })
  .strict();
