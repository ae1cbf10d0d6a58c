import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { LIMITS } from '../../../../shared/constants';
import { Dialog } from '../Dialog';
import { PASS_TEXT } from './pass-text';

/**
 * The game pass (spec §2): a 200×200 QR of the pass code, made on the phone (design §6: no
 * third-party service, so it works without signal and the code goes nowhere), the code as text,
 * and what to do with it.
 */
export function PassQrDialog({ code, gameTitle, label, onClose }: { code: string; gameTitle: string; label: string; onClose: () => void }) {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    toDataURL(code, { width: LIMITS.qrImagePx, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => active && setImage(url))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [code]);

  return (
    <Dialog title={PASS_TEXT.title} onClose={onClose} className="pass-dialog">
      <p className="pass-game">
        {gameTitle} <span className="badge pass-label">{label}</span>
      </p>
      <div className="pass-qr">
        {image ? (
          <img src={image} width={LIMITS.qrImagePx} height={LIMITS.qrImagePx} alt={`QR code of game pass ${code}`} />
        ) : failed ? (
          <p className="form-error">The QR code could not be drawn. Show the code below instead.</p>
        ) : (
          <span className="pass-qr-placeholder" aria-hidden="true" />
        )}
      </div>
      <p className="pass-code">
        <span className="visually-hidden">Pass code: </span>
        <code>{code}</code>
      </p>
      <p className="muted">{PASS_TEXT.instruction}</p>
      <div className="dialog-footer">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
