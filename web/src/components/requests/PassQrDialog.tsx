import { CloseFooter, Dialog } from '../Dialog';
import { PassQr } from './PassQr';
import { PASS_TEXT } from '@shared/texts/join';

/** The game pass: the QR of the pass code, the code as text, and what to do with it. */
export function PassQrDialog({
  code,
  gameTitle,
  label,
  onClose,
}: {
  code: string;
  gameTitle: string;
  label: string;
  onClose: () => void;
}) {
  return (
    <Dialog title={PASS_TEXT.title} onClose={onClose} className="pass-dialog">
      <p className="pass-game">
        {gameTitle} <span className="badge pass-label">{label}</span>
      </p>
      <PassQr code={code} />
      <p className="pass-code">
        <span className="visually-hidden">Pass code: </span>
        <code>{code}</code>
      </p>
      <p className="muted">{PASS_TEXT.instruction}</p>
      <CloseFooter onClose={onClose} />
    </Dialog>
  );
}
