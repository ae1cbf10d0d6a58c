import { ApiRequestError } from '../api-request-error';

/** A profile failure mentioning 401 or 'Invalid token' means the session is gone. */
export function isSessionExpired(error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status === 401) return true;
  const message = error instanceof Error ? error.message : String(error);
  return message.includes('401') || /invalid token/i.test(message);
}
