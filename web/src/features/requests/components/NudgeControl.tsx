import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { NUDGE_MESSAGES, nudgeCountLabel, nudgeEligibility } from '@shared/rules/nudge-rules';
import type { PlayerJoinRequest } from '@shared/schemas/join';
import { toast } from '@web/components/toast/toast-store';
import { myRequestsKey } from '@web/lib/requests/requests';
import { nudgeHost } from '../api/player-actions';

/** Nudge: 'Nudged N/3 times' or 'No nudges sent', Nudge Host ('Nudging...'), with why it is off. */
export function NudgeControl({ request }: { request: PlayerJoinRequest }) {
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  const eligibility = nudgeEligibility(request, new Date());
  const reason = eligibility.allowed ? null : eligibility.reason;

  const nudge = async () => {
    setBusy(true);
    try {
      const result = await nudgeHost(request.id);
      if (result.success)
        toast({
          title: NUDGE_MESSAGES.success,
          description: 'The host has been reminded of your request.',
          variant: 'success',
        });
      else toast({ title: NUDGE_MESSAGES.refusedTitle, description: result.message, variant: 'destructive' });
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: myRequestsKey });
    }
  };

  return (
    <div className="nudge-row">
      <p className="muted">{nudgeCountLabel(request.nudge_count)}</p>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={busy || reason !== null}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => void nudge()}
      >
        {busy ? NUDGE_MESSAGES.busy : NUDGE_MESSAGES.button}
      </button>
      {reason ? (
        <p id={reasonId} className="muted nudge-reason">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
