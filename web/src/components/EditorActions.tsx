import { Link } from 'react-router-dom';
import { SubmitButton } from './form/SubmitButton';

interface EditorActionsProps {
  /** Where Cancel goes back to. */
  cancelTo: string;
  busy: boolean;
  /** What the submit button says, and what it says while busy. */
  labels: { submit: string; busy: string };
  /** While an image upload is in flight saving waits, and this note under the buttons says why; null otherwise. */
  uploadNote: string | null;
}

/** The create and edit forms' last row: Cancel, and the submit button, held while an image uploads. */
export function EditorActions({ cancelTo, busy, labels, uploadNote }: EditorActionsProps) {
  return (
    <>
      <div className="form-actions">
        <Link to={cancelTo} className="btn btn-secondary">
          Cancel
        </Link>
        <SubmitButton busy={busy} busyLabel={labels.busy} disabled={uploadNote !== null}>
          {labels.submit}
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
