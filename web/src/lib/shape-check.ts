// Small runtime guards for the JSON the app reads on its first load (/config.json, GET /api/me,
// API error bodies). The shared zod schemas stay the source of truth for the types, but zod
// itself costs ~22 kB gz, which would push the first load past its 130 kB budget,
// so it is only loaded by screens that validate forms. A check map must name every key of the
// shared type (`-?` below), so a field added to a shared schema fails `tsc` here until checked.

export type Guard<T> = (value: unknown) => value is T;
export type ShapeChecks<T> = { [K in keyof T]-?: Guard<T[K]> };

export const isString: Guard<string> = (value): value is string => typeof value === 'string';
export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';
export const isNullableString: Guard<string | null> = (value): value is string | null =>
  value === null || typeof value === 'string';
export const isOptionalString: Guard<string | undefined> = (value): value is string | undefined =>
  value === undefined || typeof value === 'string';

export const isNumber: Guard<number> = (value): value is number => typeof value === 'number' && Number.isFinite(value);
export const isNullableNumber: Guard<number | null> = (value): value is number | null =>
  value === null || isNumber(value);

export const isOneOf =
  <const T extends string>(allowed: readonly T[]): Guard<T> =>
  (value): value is T =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value);

export const isArrayOf =
  <T>(item: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(item);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys whose values fail their check (a missing key is checked as undefined). */
export function invalidKeys<T>(value: unknown, checks: ShapeChecks<T>): string[] {
  if (!isRecord(value)) return ['(root)'];
  return (Object.keys(checks) as (keyof T & string)[]).filter((key) => !checks[key](value[key]));
}

/** The value typed as T when every check passes; unknown extra keys are dropped. */
export function pickShape<T>(value: unknown, checks: ShapeChecks<T>): T | null {
  if (invalidKeys(value, checks).length) return null;
  const record = value as Record<string, unknown>;
  const picked: Partial<Record<string, unknown>> = {};
  for (const key of Object.keys(checks)) if (record[key] !== undefined) picked[key] = record[key];
  return picked as T;
}

/** A guard from a check map, for a nested object; its parser picks the object's keys again. */
export const isShape =
  <T>(checks: ShapeChecks<T>): Guard<T> =>
  (value): value is T =>
    pickShape(value, checks) !== null;

/** The same for a nested object that may be null. */
export const isNullableShape =
  <T>(checks: ShapeChecks<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || pickShape(value, checks) !== null;
