import { ApiRequestError } from '@web/lib/api-request-error';
import { COMMUNITY_MESSAGES } from '@shared/texts/community';
import { t } from './texts';

// How failed community calls read. Pure: the screens raise the toasts.

export type SaveFailure =
  | { kind: 'field'; field: string; message: string }
  | { kind: 'toast'; title: string; description: string };

/**
 * Why a create failed: one per account and an existing name say so; a bad session, a
 * refused permission and a dead network have their own texts; a rule the form missed shows under
 * its field; any other failure is 'Error: {message}'.
 */
export function createFailure(error: unknown): SaveFailure {
  const toastOf = (description: string): SaveFailure => ({
    kind: 'toast',
    title: t('community.error.title'),
    description,
  });
  if (!(error instanceof ApiRequestError))
    return toastOf(error instanceof Error ? error.message : t('community.error.somethingWrong'));
  if (error.status === 0) return toastOf(COMMUNITY_MESSAGES.network);
  if (error.status === 401) return toastOf(COMMUNITY_MESSAGES.invalidSession);
  if (error.status === 403) return toastOf(COMMUNITY_MESSAGES.noPermission);
  // The server says which duplicate it is: one per account, or the name exists.
  if (error.status === 409) return toastOf(error.message || COMMUNITY_MESSAGES.onePerAccount);
  if (error.status === 400)
    return error.field
      ? { kind: 'field', field: error.field, message: error.message }
      : toastOf(COMMUNITY_MESSAGES.invalidData);
  return toastOf(error.message);
}

/** Edit failures: a rule the form missed shows under its field; anything else is 'Error updating community'. */
export function updateFailure(error: unknown): SaveFailure {
  if (error instanceof ApiRequestError && error.status === 400 && error.field)
    return { kind: 'field', field: error.field, message: error.message };
  const description =
    error instanceof ApiRequestError && error.status === 0
      ? COMMUNITY_MESSAGES.network
      : error instanceof Error && error.message
        ? error.message
        : t('community.error.tryAgain');
  return { kind: 'toast', title: COMMUNITY_MESSAGES.updateError, description };
}

/**
 * Join failures: the server's reason when it refused on purpose (already a member, a request
 * already sent, full); otherwise the spec's 'Failed to join community' alone.
 */
export function joinFailureDescription(error: unknown): string | undefined {
  if (error instanceof ApiRequestError && error.status === 0) return COMMUNITY_MESSAGES.network;
  if (
    error instanceof ApiRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.message
  )
    return error.message;
  return undefined;
}

// Shared with the host dashboard's join requests (web/src/lib/communities).
export { reasonOf } from '@web/lib/communities/refusal-reason';
