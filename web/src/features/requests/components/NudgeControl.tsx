import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LIMITS } from '@shared/constants';
import { type NudgeBlock, nudgeEligibility } from '@shared/rules/nudge-rules';
import type { PlayerJoinRequest } from '@shared/schemas/join';
import { toast } from '@web/components/toast/toast-store';
import { myRequestsKey } from '@web/lib/requests/requests';
import { nudgeHost } from '../api/player-actions';
import { t } from '../texts';

const limit = LIMITS.nudgesPerRequest;

/** Why the button is off, in the language the app speaks. */
function blockedText(block: NudgeBlock): string {
  if (block.why === 'wait') return t('requests.nudge.wait', { hours: block.hours });
  return t(block.why === 'limit' ? 'requests.nudge.limit' : 'requests.nudge.notPending', { limit });
}

/** Nudge: 'Nudged N/3 times' or 'No nudges sent', Nudge Host ('Nudging...'), with why it is off. */
export function NudgeControl({ request }: { request: PlayerJoinRequest }) {
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  const eligibility = nudgeEligibility(request, new Date());
  const reason = eligibility.allowed ? null : blockedText(eligibility);

  const nudge = async () => {
    setBusy(true);
    try {
      const result = await nudgeHost(request.id);
      if (result.success)
        toast({
          title: t('requests.nudge.success'),
          description: t('requests.nudge.successBody'),
          variant: 'success',
        });
      else toast({ title: t('requests.nudge.refused'), description: result.message, variant: 'destructive' });
    } catch (error) {
      toast({ title: t('requests.nudge.error'), description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: myRequestsKey });
    }
  };

  return (
    <div className="nudge-row">
      <p className="muted">
        {request.nudge_count > 0
          ? t('requests.nudge.count', { count: request.nudge_count, limit })
          : t('requests.nudge.none')}
      </p>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={busy || reason !== null}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => void nudge()}
      >
        {t(busy ? 'requests.nudge.busy' : 'requests.nudge.button')}
      </button>
      {reason ? (
        <p id={reasonId} className="muted nudge-reason">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
