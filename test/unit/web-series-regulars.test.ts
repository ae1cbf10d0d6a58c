import { afterEach, describe, expect, it } from 'vitest';
import { REGULARS_DEFAULTS } from '@shared/rules/regulars';
import { repeatsText, repeatSummary, type RepeatRule } from '@shared/rules/series';
import { hoursErrors } from '@web/features/games/series/RegularsSettingsFields';
import { repeatOff, repeatOn, ruleOf, settingsOf } from '@web/features/games/series/repeat-draft';
import { dayListWords, repeatsWords, repeatSummaryWords } from '@web/features/games/series/repeat-words';
import { speak } from '@web/lib/i18n/texts';
import { speakHindi } from '../support/speak-hindi';

// The series screens say the rule from the catalogues: in English exactly what the server's
// English twin says, in Hindi in Hindi. The form sends the regulars' settings beside the rule, and
// says which hours are out of range before the server does.

const rule = (days: RepeatRule['days'], more: Partial<RepeatRule> = {}): RepeatRule => ({
  days,
  interval: 1,
  until: null,
  count: 4,
  ...more,
});

describe('repeat words', () => {
  afterEach(() => speak('en'));

  it('says the rule in English as the shared rules do', () => {
    const rules = [
      rule(['SU']),
      rule(['TH', 'TU']),
      rule(['MO', 'WE', 'FR'], { interval: 2 }),
      rule(['SA'], { count: null, until: '2026-02-28' }),
      rule(['SA'], { count: null, until: '2027-02-28' }),
    ];
    for (const each of rules) {
      expect(repeatsWords(each)).toBe(repeatsText(each));
      expect(repeatSummaryWords(each, '2026-01-10')).toBe(repeatSummary(each, '2026-01-10'));
    }
    expect(dayListWords(['FR', 'MO', 'WE'])).toBe('Monday, Wednesday and Friday');
  });

  it('says it in Hindi once Hindi is chosen', async () => {
    speakHindi((await import('virtual:catalogue/hi')).default);
    expect(repeatsWords(rule(['SU']))).toBe('दोहराया जाता है: हर रविवार');
    expect(dayListWords(['TU', 'TH'])).toBe('मंगलवार और गुरुवार');
    expect(repeatSummaryWords(rule(['SU'], { count: 6 }), '2026-01-10')).toBe('हर रविवार, 6 बार');
  });
});

describe('the form sends the regulars settings with the rule', () => {
  it('starts from the defaults and sends them as numbers', () => {
    const draft = repeatOn(repeatOff(), '2026-12-06');
    expect(ruleOf(draft)).toMatchObject({ days: ['SU'], regulars: REGULARS_DEFAULTS });
    expect(ruleOf({ ...draft, regulars: { skipCutoff: '12', publicOpens: '0' } })?.regulars).toEqual({
      skip_cutoff_hours: 12,
      public_opens_hours: 0,
    });
    expect(ruleOf(repeatOff())).toBeNull();
  });

  it('sends a blank box as no number, which the server refuses with its message', () => {
    expect(settingsOf({ skipCutoff: ' ', publicOpens: '48' }).skip_cutoff_hours).toBeNaN();
  });

  it('names each box whose hours are out of range', () => {
    expect(hoursErrors({ skipCutoff: '24', publicOpens: '48' })).toEqual({});
    expect(hoursErrors({ skipCutoff: '24', publicOpens: '0' })).toEqual({});
    expect(hoursErrors({ skipCutoff: '0', publicOpens: '169' })).toEqual({
      skipCutoff: 'Enter whole hours from 1 to 72',
      publicOpens: 'Enter whole hours from 0 to 168',
    });
    expect(Object.keys(hoursErrors({ skipCutoff: '2.5', publicOpens: '' }))).toEqual(['skipCutoff', 'publicOpens']);
  });
});
