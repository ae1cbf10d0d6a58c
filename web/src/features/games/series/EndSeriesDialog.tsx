import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Game } from '@shared/schemas/game';
import { Dialog } from '@web/components/Dialog';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { endSeries, seriesQueryKey } from './series-api';

/** The host's 'End series': confirmation, then no more games; the coming ones are called off. */
export function EndSeriesDialog({ game, onClose }: { game: Game & { series_id: string }; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const confirm = async () => {
    setBusy(true);
    try {
      const { called_off } = await endSeries(game.series_id);
      void queryClient.invalidateQueries({ queryKey: seriesQueryKey(game.series_id) });
      void queryClient.invalidateQueries({ queryKey: ['games'] });
      void queryClient.invalidateQueries({ queryKey: ['game'] });
      toast({
        title: 'Series ended',
        description:
          called_off === 1 ? 'Its one coming game was called off.' : `Its ${called_off} coming games were called off.`,
        variant: 'success',
      });
      navigate('/host');
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof ApiRequestError && error.message ? error.message : 'Failed to end the series',
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <Dialog title="End this series?" onClose={onClose} initialFocusRef={cancelRef}>
      <p>
        No more games of <strong>{game.title}</strong> will be listed. Its coming games, this one included if it has not
        started, are called off: players who asked to join are told, and paid players are refunded. Games already played
        stay as they are.
      </p>
      <div className="dialog-footer">
        <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          Keep the series
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Ending...' : 'End series'}
        </button>
      </div>
    </Dialog>
  );
}
