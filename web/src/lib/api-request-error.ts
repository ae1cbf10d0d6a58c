import type { ApiError } from '@shared/schemas/profile';
import { localMessage } from './i18n/local-message';
import {
  isArrayOf,
  isOptionalString,
  isRecord,
  isString,
  pickShape,
  type Guard,
  type ShapeChecks,
} from './shape-check';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

type FieldError = NonNullable<ApiError['errors']>[number];
const FIELD_ERROR: ShapeChecks<FieldError> = { field: isString, message: isString };
const isFieldError: Guard<FieldError> = (value): value is FieldError => pickShape(value, FIELD_ERROR) !== null;

// Mirrors apiErrorSchema; see shape-check.ts for why this is not zod.
const API_ERROR: ShapeChecks<ApiError> = {
  message: isString,
  field: isOptionalString,
  errors: (value): value is FieldError[] | undefined => value === undefined || isArrayOf(isFieldError)(value),
};

/** The `{message, field, errors}` body every API error answers with, or null if it is something else. */
export function parseApiError(body: unknown): ApiError | null {
  return isRecord(body) ? pickShape(body, API_ERROR) : null;
}

/**
 * A failed API call: the HTTP status (0 when the network failed) and the server's message and
 * field. The server answers in English; `message` and the field details are in the language the
 * app speaks (screens show them as they are), `serverMessage` keeps the English for code that
 * tells one answer from another.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly field?: string;
  readonly errors: NonNullable<ApiError['errors']>;
  readonly serverMessage: string;

  constructor(status: number, body: ApiError) {
    super(localMessage(body.message));
    this.name = 'ApiRequestError';
    this.status = status;
    this.field = body.field;
    this.serverMessage = body.message;
    this.errors = (body.errors ?? []).map((detail) => ({ ...detail, message: localMessage(detail.message) }));
  }
}

/**
 * The messages an API error gives a form's fields: each detail under the field `fieldOf` maps it
 * to (fields the form lacks are skipped), then the error's own message under its field; the first
 * message for a field wins.
 */
export function fieldMessages(error: ApiRequestError, fieldOf: Record<string, string>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const detail of error.errors) {
    const field = fieldOf[detail.field];
    if (field) messages[field] ??= detail.message;
  }
  const field = error.field ? fieldOf[error.field] : undefined;
  if (field) messages[field] ??= error.message;
  return messages;
}
