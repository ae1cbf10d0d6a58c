import type { ShowUpRecord } from '@shared/rules/show-up';
import { isShape, pickShape, type Guard, type ShapeChecks } from '../shape-check';

// A show-up record as the API answers it (the profile, the host's request list, the check-in
// list), checked without zod like the answers around it (decision 014).
const isCount: Guard<number> = (value): value is number => Number.isInteger(value);

export const SHOW_UP: ShapeChecks<ShowUpRecord> = { showed_up: isCount, no_shows: isCount, late_drops: isCount };
export const isShowUp = isShape(SHOW_UP);
/** Absent in answers that carry none (a player's own request, answers from before records). */
export const isOptionalShowUp: Guard<ShowUpRecord | undefined> = (value): value is ShowUpRecord | undefined =>
  value === undefined || isShowUp(value);
/** Only the counts, whatever else the object carried. */
export const pickShowUp = (value: ShowUpRecord): ShowUpRecord => pickShape(value, SHOW_UP)!;
