import { apiRequest } from '@web/lib/api-client';
import { isRecord } from '@web/lib/shape-check';

const parseOutcome = (body: unknown): 'called-off' | null =>
  isRecord(body) && body.outcome === 'called-off' ? 'called-off' : null;

/** POST /api/games/{id}/call-off-for-rain: the game is cancelled for rain, everyone told, paid players refunded in full. */
export const callOffForRain = (gameId: string) =>
  apiRequest(`/api/games/${encodeURIComponent(gameId)}/call-off-for-rain`, { method: 'POST', parse: parseOutcome });
