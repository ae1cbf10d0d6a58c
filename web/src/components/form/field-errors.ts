// Pure, and free of zod at run time: the kit must not pull zod (~22 kB gz) into a first load
// (decision 009). A schema's issues are read through the small shape below.

export type FieldErrors = Record<string, string>;

/** The part of a zod issue the kit reads. */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** What `schema.safeParse` returns, for any zod schema. */
export type SafeParse<T> = { success: true; data: T } | { success: false; error: { issues: readonly IssueLike[] } };

/** A field's key from an issue path: the top-level property, or 'form' for the whole input. */
export const topLevelKey = (path: readonly PropertyKey[]): string => String(path[0] ?? 'form');

/** The first message of each field, the one a person fixes first; issues keep their order. */
export function firstErrorPerField(
  issues: readonly IssueLike[],
  keyOf: (path: readonly PropertyKey[]) => string = topLevelKey,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[keyOf(issue.path)] ??= issue.message;
  return errors;
}

export type CheckResult<T> = { ok: true; values: T } | { ok: false; errors: FieldErrors };

/**
 * Parses with a schema; on failure the first error of each field. `extra` holds errors found beside
 * the schema (undefined ones are ignored), shown with the schema's own.
 */
export function checkInput<T>(
  schema: { safeParse(input: unknown): SafeParse<T> },
  input: unknown,
  options: { extra?: Record<string, string | undefined>; keyOf?: (path: readonly PropertyKey[]) => string } = {},
): CheckResult<T> {
  const result = schema.safeParse(input);
  const errors = result.success ? {} : firstErrorPerField(result.error.issues, options.keyOf);
  for (const [field, message] of Object.entries(options.extra ?? {}))
    if (message !== undefined) errors[field] = message;
  return result.success && !Object.keys(errors).length ? { ok: true, values: result.data } : { ok: false, errors };
}
