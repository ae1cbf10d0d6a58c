import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NudgeResult, PlayerJoinRequest } from '@shared/schemas/join';
import { toast } from '@web/components/toast/toast-store';
import { apiRequest } from '@web/lib/api-client';
import { gameQueryKey } from '@web/lib/games/get-game';
import { myRequestsKey } from '@web/lib/requests/requests';
import { isBoolean, isNumber, isOneOf, isString, pickShape } from '@web/lib/shape-check';
import { t } from '../texts';

const requestPath = (requestId: string, action: 'nudge' | 'withdraw') =>
  `/api/requests/${encodeURIComponent(requestId)}/${action}` as const;

export const parseNudgeResult = (body: unknown): NudgeResult | null =>
  pickShape(body, { success: isBoolean, message: isString, nudge_count: isNumber });

/** nudge_host: a refusal is an answer ({ success: false, message }), not an error. */
export const nudgeHost = (requestId: string): Promise<NudgeResult> =>
  apiRequest(requestPath(requestId, 'nudge'), { method: 'POST', parse: parseNudgeResult });

/** The player takes their request back (decision 013). */
export const withdrawRequest = (requestId: string) =>
  apiRequest(requestPath(requestId, 'withdraw'), {
    method: 'POST',
    parse: (body) => {
      const answer = pickShape(body, { status: isOneOf(['withdrawn']), promoted: isBoolean });
      if (!answer) return null;
      // A paid withdrawal also says what comes back (decision 015); free ones carry no refund.
      const refund = pickShape((body as { refund?: unknown }).refund, { amount: isNumber, message: isString });
      return { ...answer, refund };
    },
  });

/** What withdrawing a paid request gives back now (shown before the player withdraws). */
export const getRefundQuote = (requestId: string) =>
  apiRequest(`/api/requests/${encodeURIComponent(requestId)}/refund-quote`, {
    parse: (body) => pickShape(body, { refundable: isBoolean, amount: isNumber, message: isString }),
  });

/** The refund a paid request would get now; nothing is asked for a request that was not paid. */
export function useRefundQuote(request: PlayerJoinRequest) {
  return useQuery({
    queryKey: ['refund-quote', request.id],
    queryFn: () => getRefundQuote(request.id),
    enabled: request.payment_status === 'paid',
  });
}

/** Withdraws the request; a failure is a toast, and either way the player's lists and the game are read again. */
export function useWithdrawRequest(
  request: PlayerJoinRequest,
  onWithdrawn: (answer: Awaited<ReturnType<typeof withdrawRequest>>) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawRequest(request.id),
    onSuccess: (answer) => onWithdrawn(answer),
    onError: (error) => toast({ title: t('requests.mine.error'), description: error.message, variant: 'destructive' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: myRequestsKey });
      void queryClient.invalidateQueries({ queryKey: gameQueryKey(request.game_id) });
    },
  });
}
