import { lazy, useState } from 'react';
import { carriesPass, passLabel, type PaymentStatus } from '@shared/rules/join-rules';
import { passLabelText } from '@web/lib/requests/request-texts';
import { t } from '@web/lib/requests/texts';
import type { PlayerJoinRequest } from '@shared/schemas/join';
import { type SavedPass, savedPassOf } from '@web/lib/offline/saved-pass';
import { LazyWhen } from '@web/components/LazyWhen';

// The QR code library loads when a pass is opened, not with the list.
const PassQrDialog = lazy(() => import('./PassQrDialog').then((module) => ({ default: module.PassQrDialog })));

/**
 * 'Your Game Pass' labelled PAID or FREE, with View QR Code. A pass once viewed is kept
 * on the phone for the ground, where there may be no signal.
 */
export function PassButton({
  code,
  gameTitle,
  paymentStatus,
  offlineCopy,
}: {
  code: string;
  gameTitle: string;
  paymentStatus: PaymentStatus;
  offlineCopy?: SavedPass | null;
}) {
  const [open, setOpen] = useState(false);
  const label = passLabelText(passLabel(paymentStatus));
  return (
    <div className="pass-row">
      <p>
        <strong>{t('passes.pass.title')}</strong> <span className="badge pass-label">{label}</span>
      </p>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          if (offlineCopy)
            void import('@web/lib/offline/pass-store').then(({ savePasses }) => savePasses([offlineCopy]));
        }}
      >
        {t('passes.pass.viewQr')}
        <span className="visually-hidden"> {t('passes.pass.viewQrFor', { title: gameTitle })}</span>
      </button>
      <LazyWhen when={open}>
        <PassQrDialog code={code} gameTitle={gameTitle} label={label} onClose={() => setOpen(false)} />
      </LazyWhen>
    </div>
  );
}

/** A player's request's pass, shown only while its status carries one; the copy kept offline is taken now. */
export function RequestPass({ request, gameTitle }: { request: PlayerJoinRequest; gameTitle: string }) {
  if (!carriesPass(request.status) || !request.game_pass) return null;
  return (
    <PassButton
      code={request.game_pass}
      gameTitle={gameTitle}
      paymentStatus={request.payment_status}
      offlineCopy={savedPassOf(request, new Date())}
    />
  );
}
