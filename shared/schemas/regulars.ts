import * as z from 'zod';
import { REGULARS_DEFAULTS, REGULARS_LIMITS } from '../rules/regulars';
import { REGULARS_MESSAGES } from '../texts/regulars';
import { joinInputSchema } from './join';

// Regulars' payloads (decision 071): a series' two settings, asking to be a regular (the series'
// questions answered as in the join dialog) and the host's decision.

const hours = (limits: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(limits.min, message).max(limits.max, message);

export const regularsSettingsSchema = z
  .object({
    skip_cutoff_hours: hours(REGULARS_LIMITS.skipCutoffHours, REGULARS_MESSAGES.skipCutoffInvalid),
    public_opens_hours: hours(REGULARS_LIMITS.publicOpensHours, REGULARS_MESSAGES.publicOpensInvalid),
  })
  .strict();

/** In a new series' payload every setting is optional: a missing one takes its default. */
export const optionalRegularsSettingsSchema = z
  .object({
    skip_cutoff_hours: regularsSettingsSchema.shape.skip_cutoff_hours.default(REGULARS_DEFAULTS.skip_cutoff_hours),
    public_opens_hours: regularsSettingsSchema.shape.public_opens_hours.default(REGULARS_DEFAULTS.public_opens_hours),
  })
  .strict();

/** POST /api/game-series/{id}/regulars: the answers to the series' questions, as the join dialog sends them. */
export const regularAskSchema = z.object({ answers: joinInputSchema.shape.answers }).strict();

/** POST /api/game-series/{id}/regulars/{userId}/decision. */
export const regularDecisionSchema = z
  .object({ action: z.enum(['approve', 'decline'], { error: REGULARS_MESSAGES.decisionInvalid }) })
  .strict();
export type RegularDecision = z.output<typeof regularDecisionSchema>['action'];
