import { expect } from 'vitest';

/**
 * Awaits a promise that must fail, and checks the error's class, its message when given and its
 * field when given. Returns the error for any further checks.
 */
export async function rejects(
  promise: Promise<unknown>,
  type: new (...a: any[]) => Error,
  message?: string,
  field?: string,
): Promise<unknown> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  if (message !== undefined) expect((error as Error).message).toBe(message);
  if (field) expect((error as { field?: string }).field).toBe(field);
  return error;
}
