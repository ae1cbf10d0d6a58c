import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '../api-request-error';

/** The text a refusal carries, for toasts that add the server's reason to the spec's title. */
export const reasonOf = (error: unknown): string | undefined =>
  error instanceof ApiRequestError
    ? error.status === 0
      ? NETWORK_ERROR_MESSAGE
      : error.message || undefined
    : undefined;
