import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshCommunity } from '@web/lib/communities/community-keys';

/**
 * Runs one membership or review call at a time and refreshes the page and the list afterwards.
 * Plain state rather than useMutation: the page's first load stays small (the first-load budget), and the
 * call's code loads with the tap that needs it.
 */
export function useCommunityAction(communityId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async <T>(call: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await call();
    } finally {
      setBusy(false);
      void refreshCommunity(queryClient, communityId);
    }
  };
  return { busy, run };
}
