import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { LIMITS } from '@shared/constants';
import { t } from '@web/lib/requests/texts';

/**
 * A 200×200 QR of the pass code, made on the phone (no third-party service, so it works
 * without signal and the code goes nowhere). The dialog and the offline copies both draw it.
 */
export function PassQr({ code }: { code: string }) {
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
    <div className="pass-qr">
      {image ? (
        <img src={image} width={LIMITS.qrImagePx} height={LIMITS.qrImagePx} alt={t('passes.pass.qrAlt', { code })} />
      ) : failed ? (
        <p className="form-error">{t('passes.pass.qrFailed')}</p>
      ) : (
        <span className="pass-qr-placeholder" aria-hidden="true" />
      )}
    </div>
  );
}
