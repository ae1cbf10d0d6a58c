import { englishFullDate, englishGameDate, englishMonth, englishWhen } from '@shared/i18n/english-formats';
import { distanceLabel } from '@shared/rules/distance-label';
import { formatRupees } from '@shared/rules/game-rules';
import { clockTime } from '@shared/rules/relative-day';

// The web's formats as an English-only app writes them (web/src/lib/i18n/format.ts's names, the
// language ignored): what the screens would need with no other language to speak. The bench
// builds with these in its place, so the English dates, money and distances a screen showed
// before it spoke Hindi are not counted as the cost of speaking it.

type Language = unknown;
export const numberIn = (_language: Language, value: number): string => value.toLocaleString('en-IN');
export const moneyIn = (_language: Language, rupees: number): string => formatRupees(rupees);
export const monthIn = (_language: Language, date: string): string => englishMonth(date);
export const whenIn = (_language: Language, iso: string, now: Date): string => englishWhen(iso, now);
export const fullDateIn = (_language: Language, iso: string): string => englishFullDate(iso);
export const gameDateIn = (_language: Language, iso: string): string => englishGameDate(iso);
export const clockIn = (_language: Language, hhmm: string): string => clockTime(hhmm);
export const distanceIn = (_language: Language, km: number | null | undefined): string | null => distanceLabel(km);
/** English alone learns no other language's names (the lazy Hindi chunk still calls this). */
export const learnDateWords = (_language: Language, _words: unknown): void => {};
