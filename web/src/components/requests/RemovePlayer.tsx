import { useId, useRef, useState } from 'react';
import type { HostJoinRequest } from '@shared/schemas/join';
import { Dialog } from '../Dialog';
import { toast } from '../toast/toast-store';
import { removePlayer } from '@web/lib/requests/remove-player';
import { moneyIn } from '@web/lib/i18n/format';
import { localMessage } from '@web/lib/i18n/local-message';
import { spokenLanguage } from '@web/lib/i18n/texts';
import { t } from '@web/lib/requests/texts';
import { useRefreshHostGame } from './use-refresh-host-game';

/**
 * 'Remove from game' on an accepted or confirmed player's card: a dialog asks first (focus on
 * Cancel, the safe answer), says what the player is told and that a paid player gets it all back,
 * and takes an optional message for them. The server decides again whether they can be removed.
 */
export function RemovePlayer({ request, gameId }: { request: HostJoinRequest; gameId: string }) {
  const refresh = useRefreshHostGame(gameId);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const name = request.contact_name;

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await removePlayer(request.id, message);
      const refund = result.refund
        ? ` ${t('passes.remove.refunded', { amount: moneyIn(spokenLanguage(), result.refund.amount) })}`
        : '';
      toast({
        title: t('passes.remove.done', { name }),
        description: `${localMessage(result.message)}${refund}`,
        variant: 'success',
      });
      setOpen(false);
    } catch (error) {
      toast({ title: t('passes.remove.failed'), description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
      // The card's new badge and the game's player count, either way.
      refresh();
    }
  };

  return (
    <div className="remove-player">
      <button type="button" className="btn btn-danger btn-small" onClick={() => setOpen(true)}>
        {t('passes.remove.confirm')}
      </button>
      {open ? (
        <Dialog
          title={t('passes.remove.title', { name })}
          onClose={() => !busy && setOpen(false)}
          initialFocusRef={cancelRef}
        >
          <p>{t(request.payment_status === 'paid' ? 'passes.remove.bodyPaid' : 'passes.remove.body', { name })}</p>
          <div className="field">
            <label htmlFor={messageId}>{t('passes.remove.messageLabel', { name })}</label>
            <textarea
              id={messageId}
              rows={2}
              maxLength={500}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <div className="dialog-footer">
            <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
              {t('passes.remove.cancel')}
            </button>
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void confirm()}>
              {busy ? t('passes.remove.busy') : t('passes.remove.confirm')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
