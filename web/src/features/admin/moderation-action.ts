import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/toast/toast-store';
import { adminReportsKey } from './api/admin-reports';
import { spokenLanguage } from './texts';

// What every decision on the reports screen does (a game's reports, a reported review): run it,
// say it is done, and read the queue again; a failure stays on the card it came from.

/** When something was reported, starts or was applied for, as moderators read it: '26 Nov, 6:30 pm'. */
export const moderationTime = (iso: string) =>
  new Date(iso).toLocaleString(spokenLanguage() === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

export function useModerationAction() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | undefined>();
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      setError(undefined);
      await action();
      toast({ title: done });
      await queryClient.invalidateQueries({ queryKey: adminReportsKey });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return { act, error };
}
