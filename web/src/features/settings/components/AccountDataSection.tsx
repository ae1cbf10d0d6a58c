import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_DATA_MESSAGES, ACCOUNT_DELETION_EFFECTS, DELETE_CONFIRMATION_WORD } from '@shared/texts/account-data';
import { Dialog } from '@web/components/Dialog';
import { BusyButton, SubmitButton, useBusy } from '@web/components/form/SubmitButton';
import { toast } from '@web/components/toast/toast-store';
import { useAuth } from '@web/lib/auth/use-auth';
import { localMessage } from '@web/lib/i18n/local-message';
import { deleteMyAccount, downloadMyData } from '../api/account-data';
import { t } from '../texts';

const M = ACCOUNT_DATA_MESSAGES;
// The server answers with these same English texts; the messages catalogue holds them in every language.
const say = localMessage;

/**
 * Settings rows for the user's rights over their data: a copy of everything the app holds about
 * them, and the deletion of their account behind a sheet that says what happens and asks for the
 * typed word (the server checks it again).
 */
export function AccountDataSection() {
  const download = useBusy();
  const [deleting, setDeleting] = useState(false);

  const onDownload = () =>
    download.run(async () => {
      try {
        await downloadMyData();
        toast({ title: say(M.downloaded), variant: 'success' });
      } catch {
        toast({ title: t('settings.data.error'), description: say(M.downloadFailed), variant: 'destructive' });
      }
    });

  return (
    <>
      <ul className="settings-list" aria-label={t('settings.data.label')}>
        <ActionRow label={say(M.downloadLabel)} hint={say(M.downloadHint)}>
          <BusyButton
            className="btn btn-secondary settings-row-action"
            busy={download.busy}
            busyLabel={say(M.downloading)}
            onClick={() => void onDownload()}
          >
            {t('settings.data.download')}
          </BusyButton>
        </ActionRow>
        <ActionRow label={say(M.deleteLabel)} hint={say(M.deleteHint)}>
          <button type="button" className="btn btn-danger settings-row-action" onClick={() => setDeleting(true)}>
            {t('settings.data.delete')}
          </button>
        </ActionRow>
      </ul>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </>
  );
}

/** A settings row whose action is a button of its own (the label and hint say what it does). */
function ActionRow({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  return (
    <li className="settings-row">
      <div className="settings-action-row">
        <span className="settings-row-text">
          <span className="settings-row-label">{label}</span>
          <span className="settings-row-hint">{hint}</span>
        </span>
        {children}
      </div>
    </li>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (typed.trim() !== DELETE_CONFIRMATION_WORD) {
      setError(say(M.confirmMismatch));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteMyAccount(typed.trim());
    } catch (failure) {
      setBusy(false);
      setError(failure instanceof Error && failure.message ? failure.message : say(M.deleteFailed));
      return;
    }
    // The account is gone on the server: this device forgets it too, whatever the sign-out says
    // (its session can no longer be revoked remotely, the user no longer exists).
    await signOut().catch(() => undefined);
    navigate('/', { replace: true });
    toast({ title: say(M.deleted), variant: 'success' });
  };

  return (
    <Dialog title={say(M.deleteTitle)} onClose={busy ? () => undefined : onClose} className="account-delete-dialog">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>{say(M.deleteIntro)}</p>
        <ul className="account-delete-effects">
          {ACCOUNT_DELETION_EFFECTS.map((effect) => (
            <li key={effect}>{say(effect)}</li>
          ))}
        </ul>
        <div className="field">
          <label htmlFor={inputId}>{say(M.confirmLabel)}</label>
          <input
            id={inputId}
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          {error ? (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="dialog-footer">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {say(M.cancel)}
          </button>
          <SubmitButton className="btn btn-danger" busy={busy} busyLabel={say(M.deleting)}>
            {say(M.deleteButton)}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
