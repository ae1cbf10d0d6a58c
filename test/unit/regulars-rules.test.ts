import { describe, expect, it } from 'vitest';
import {
  maySkip,
  opensToPublicAt,
  REGULARS_DEFAULTS,
  regularsFull,
  regularsOnly,
  regularsSettingsOf,
  regularsWhen,
  skipCutoffAt,
} from '@shared/rules/regulars';
import { regularAskSchema, regularDecisionSchema, regularsSettingsSchema } from '@shared/schemas/regulars';
import { repeatInputSchema } from '@shared/schemas/series';
import { REGULARS_MESSAGES } from '@shared/texts/regulars';

// Regulars' rules (decision 071): when a date opens to everyone, the skip cut-off, the cap, and the
// settings' bounds and defaults.
const START = '2026-12-06T12:30:00.000Z'; // Sunday 6 Dec, 6:00 pm IST

describe('regulars rules', () => {
  it('opens a date to everyone its head start before the start; no head start opens it at once', () => {
    expect(opensToPublicAt(START, { public_opens_hours: 48 })).toBe('2026-12-04T12:30:00.000Z');
    expect(opensToPublicAt(START, { public_opens_hours: 0 })).toBeNull();
    expect(regularsOnly('2026-12-04T12:30:00.000Z', new Date('2026-12-04T12:29:59.000Z'))).toBe(true);
    expect(regularsOnly('2026-12-04T12:30:00.000Z', new Date('2026-12-04T12:30:00.000Z'))).toBe(false);
    expect(regularsOnly(null, new Date('2026-12-01T00:00:00.000Z'))).toBe(false);
  });

  it('lets a regular skip until the cut-off, not at it', () => {
    expect(skipCutoffAt(START, { skip_cutoff_hours: 24 })).toBe('2026-12-05T12:30:00.000Z');
    expect(maySkip(START, { skip_cutoff_hours: 24 }, new Date('2026-12-05T12:29:00.000Z'))).toBe(true);
    expect(maySkip(START, { skip_cutoff_hours: 24 }, new Date('2026-12-05T12:30:00.000Z'))).toBe(false);
  });

  it('caps approved regulars at the places of a date', () => {
    expect(regularsFull(9, 10)).toBe(false);
    expect(regularsFull(10, 10)).toBe(true);
  });

  it('says times in India and reads a series stored before regulars with the defaults', () => {
    expect(REGULARS_MESSAGES.tooLateToSkip(regularsWhen('2026-12-05T12:30:00.000Z'))).toBe(
      'Too late to skip: the cut-off was Sat, 5 Dec, 6:00 pm',
    );
    expect(regularsSettingsOf(null)).toEqual(REGULARS_DEFAULTS);
    expect(regularsSettingsOf({ skip_cutoff_hours: 6 })).toEqual({ skip_cutoff_hours: 6, public_opens_hours: 48 });
  });

  it('validates the settings, the ask and the decision', () => {
    expect(regularsSettingsSchema.safeParse({ skip_cutoff_hours: 1, public_opens_hours: 168 }).success).toBe(true);
    const tooLate = regularsSettingsSchema.safeParse({ skip_cutoff_hours: 73, public_opens_hours: 0 });
    expect(tooLate.error?.issues[0]?.message).toBe(REGULARS_MESSAGES.skipCutoffInvalid);
    const tooEarly = regularsSettingsSchema.safeParse({ skip_cutoff_hours: 24, public_opens_hours: 169 });
    expect(tooEarly.error?.issues[0]?.message).toBe(REGULARS_MESSAGES.publicOpensInvalid);
    expect(regularsSettingsSchema.safeParse({ skip_cutoff_hours: 1.5, public_opens_hours: 0 }).success).toBe(false);
    const repeat = { days: ['SU'], interval: 1, count: 4 };
    expect(repeatInputSchema.parse({ repeat, regulars: {} }).regulars).toEqual(REGULARS_DEFAULTS);
    expect(repeatInputSchema.parse({ repeat }).regulars).toBeUndefined();
    expect(regularAskSchema.parse({}).answers).toEqual({});
    expect(regularAskSchema.safeParse({ user_id: 'someone' }).success).toBe(false);
    expect(regularDecisionSchema.safeParse({ action: 'maybe' }).error?.issues[0]?.message).toBe(
      REGULARS_MESSAGES.decisionInvalid,
    );
  });
});
