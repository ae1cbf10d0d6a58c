import { CloseFooter, Dialog } from '../Dialog';
import { PassQr } from './PassQr';
import { t } from '@web/lib/requests/texts';

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
    <Dialog title={t('passes.pass.title')} onClose={onClose} className="pass-dialog">
      <p className="pass-game">
        {gameTitle} <span className="badge pass-label">{label}</span>
      </p>
      <PassQr code={code} />
      <p className="pass-code">
        <span className="visually-hidden">{t('passes.pass.code')} </span>
        <code>{code}</code>
      </p>
      <p className="muted">{t('passes.pass.instruction')}</p>
      <CloseFooter onClose={onClose} />
    </Dialog>
  );
}
