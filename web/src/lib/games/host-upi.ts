import { useQuery } from '@tanstack/react-query';
import { seesHostUpi } from '@shared/rules/join-rules';
import { apiRequest } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useMyRequest } from '../requests/requests';

// The host's UPI ID is not in public game reads: the host and the players they accepted
// ask GET /api/games/{id}/payment-details for it.
const parseDetails = (body: unknown): { host_upi_id: string | null } | null => {
  const upi = (body as { host_upi_id?: unknown } | null)?.host_upi_id;
  return typeof upi === 'string' || upi === null ? { host_upi_id: upi } : null;
};

export const getHostUpi = async (gameId: string, signal?: AbortSignal): Promise<string | null> =>
  (await apiRequest(`/api/games/${encodeURIComponent(gameId)}/payment-details`, { parse: parseDetails, signal }))
    .host_upi_id;

export const hostUpiKey = (gameId: string) => ['game', gameId, 'payment-details'] as const;

/** The host's own UPI ID, for the edit form. */
export const useOwnGameUpi = (gameId: string, enabled: boolean) =>
  useQuery({
    queryKey: hostUpiKey(gameId),
    queryFn: ({ signal }) => getHostUpi(gameId, signal),
    enabled,
    staleTime: 0,
  });

/** The UPI ID to show on a game page: null unless the caller is its host or an accepted player. */
export function useHostUpiFor(game: {
  id: string;
  host_id: string;
  price: number;
  created_at?: string | null;
}): string | null {
  const { user, profile } = useAuth();
  const isHost = user != null && (game.host_id === user.id || game.host_id === profile?.id);
  // The same query the join button reads, so no extra request.
  const request = useMyRequest(game, user != null && !isHost);
  const allowed = isHost || (request.data != null && seesHostUpi(request.data.status));
  const query = useQuery({
    queryKey: [...hostUpiKey(game.id), request.data?.status ?? 'host'],
    queryFn: ({ signal }) => getHostUpi(game.id, signal),
    enabled: allowed && game.price > 0,
  });
  return allowed ? (query.data ?? null) : null;
}
