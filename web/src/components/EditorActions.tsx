import { Link } from 'react-router-dom';
import { t } from './editor-texts';
import { SubmitButton } from './form/SubmitButton';

/** What an editor's last row offers: the submit button's words (and while busy), and where Cancel goes. */
export interface EditorActionTexts {
  submit: string;
  busy: string;
  cancelTo: string;
}

interface EditorActionsProps {
  actions: EditorActionTexts;
  busy: boolean;
  /** While an image upload is in flight saving waits, and this note under the buttons says why; null otherwise. */
  uploadNote: string | null;
}

/** The create and edit forms' last row: Cancel, and the submit button, held while an image uploads. */
export function EditorActions({ actions, busy, uploadNote }: EditorActionsProps) {
  return (
    <>
      <div className="form-actions">
        <Link to={actions.cancelTo} className="btn btn-secondary">
          {t('editor.cancel')}
        </Link>
        <SubmitButton busy={busy} busyLabel={actions.busy} disabled={uploadNote !== null}>
          {actions.submit}
        </SubmitButton>
      </div>
      {uploadNote !== null ? (
        <p className="field-hint" role="status">
          {uploadNote}
        </p>
      ) : null}
    </>
  );
}
