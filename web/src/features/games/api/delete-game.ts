import { apiRequest } from '@web/lib/api-client';
import { isRecord } from '@web/lib/shape-check';

export type DeleteOutcome = 'deleted' | 'cancelled';

const parseOutcome = (body: unknown): DeleteOutcome | null =>
  isRecord(body) && (body.outcome === 'deleted' || body.outcome === 'cancelled') ? body.outcome : null;

/** DELETE /api/games/{id}: a game nobody asked to join is deleted; one with requests is cancelled (players are told). */
export const deleteGame = (id: string): Promise<DeleteOutcome> =>
  apiRequest(`/api/games/${encodeURIComponent(id)}`, { method: 'DELETE', parse: parseOutcome });
