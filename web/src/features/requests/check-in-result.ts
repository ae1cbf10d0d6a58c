import type { CheckInResult } from '@shared/schemas/join';
import { ApiRequestError } from '@web/lib/api-request-error';
import { t } from './texts';

export interface CheckInOutcome {
  tone: 'success' | 'info' | 'error';
  text: string;
}

/** What the host reads after a scan: 'Checked in: <name>', 'Already checked in at HH:MM', or why not. */
export function checkInOutcome(result: CheckInResult): CheckInOutcome {
  if (result.status === 'checked_in')
    return { tone: 'success', text: t('requests.checkIn.checkedIn', { name: result.player.name }) };
  return { tone: 'info', text: `${result.message} (${result.player.name})` };
}

/** Refusals carry the server's words: 'Unknown pass code' (another game's pass too), 'This pass is not confirmed'. */
export function checkInFailure(error: unknown): CheckInOutcome {
  return {
    tone: 'error',
    text: error instanceof ApiRequestError || error instanceof Error ? error.message : t('requests.checkIn.failed'),
  };
}
