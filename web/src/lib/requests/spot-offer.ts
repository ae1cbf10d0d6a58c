import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '@web/components/toast/toast-store';
import { apiRequest } from '@web/lib/api-client';
import { gameQueryKey } from '@web/lib/games/get-game';
import { isOneOf, isString, pickShape } from '@web/lib/shape-check';
import { myRequestKey, myRequestsKey } from './requests';
import { t } from './offer-texts';

// A spot held for the player from the waitlist (decision 060): take it (a free game's, one tap) or
// decline it, from My Game Requests or the game page; and how long the hold has left.

const parseAnswer = (body: unknown) =>
  pickShape(body, { status: isOneOf(['confirmed', 'waitlist'] as const), message: isString });

export const answerSpotOffer = (requestId: string, answer: 'take' | 'decline') =>
  apiRequest(`/api/requests/${encodeURIComponent(requestId)}/offer/${answer}`, { method: 'POST', parse: parseAnswer });

/** Takes or declines; the answer's message is a toast, and the player's lists and the game are read again. */
export function useSpotOfferAnswer(request: { id: string; game_id: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'take' | 'decline') => answerSpotOffer(request.id, answer),
    onSuccess: (answer) =>
      toast({
        title: t(answer.status === 'confirmed' ? 'offer.taken' : 'offer.declined'),
        description: answer.message,
        variant: 'success',
      }),
    // The offer ended or the game filled: the message says what happened and what stays.
    onError: (error) => toast({ title: t('offer.failed'), description: error.message, variant: 'destructive' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: myRequestsKey });
      void queryClient.invalidateQueries({ queryKey: myRequestKey(request.game_id) });
      void queryClient.invalidateQueries({ queryKey: gameQueryKey(request.game_id) });
    },
  });
}

/** '1 h 58 min left', '9 min left', 'Less than a minute left', or 'Time is up'. */
export function holdLeft(dueAt: string, now: Date): string {
  const ms = Date.parse(dueAt) - now.getTime();
  if (ms <= 0) return t('offer.hold.up');
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return t('offer.hold.underMinute');
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? t('offer.hold.hours', { hours, minutes: minutes % 60 }) : t('offer.hold.minutes', { minutes });
}

/** The time now, moved on every `everyMs` while mounted (a countdown's tick). */
export function useNow(everyMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
