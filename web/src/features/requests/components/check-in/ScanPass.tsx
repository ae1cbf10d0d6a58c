import { lazy, Suspense, useState } from 'react';
import { t } from '../../texts';

// The camera code (and jsQR where the browser has no BarcodeDetector) loads when scanning starts.
const QrScanner = lazy(() => import('../QrScanner').then((module) => ({ default: module.QrScanner })));

/** 'Scan a pass': the camera on demand, each code it reads handed on; a camera problem is said under it. */
export function ScanPass({ onCode }: { onCode: (code: string) => void }) {
  const [scanning, setScanning] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby="scan-title">
      <h2 id="scan-title">{t('requests.checkIn.scanTitle')}</h2>
      {scanning ? (
        <Suspense fallback={<p className="muted">{t('requests.checkIn.startingCamera')}</p>}>
          <QrScanner
            onCode={onCode}
            onProblem={(message) => {
              setCameraProblem(message);
              setScanning(false);
            }}
            onStop={() => setScanning(false)}
          />
        </Suspense>
      ) : (
        <>
          <p className="muted">{t('requests.checkIn.scanHint')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setCameraProblem(null);
              setScanning(true);
            }}
          >
            {t('requests.checkIn.scan')}
          </button>
        </>
      )}
      {cameraProblem ? (
        <p className="form-error" role="alert">
          {cameraProblem}
        </p>
      ) : null}
    </section>
  );
}
