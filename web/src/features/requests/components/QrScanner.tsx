import { useEffect, useRef, useState } from 'react';
import { cameraProblem, createScanGate, decodeSize } from '../scan-codes';
import { t } from '../texts';

// BarcodeDetector is not in TypeScript's DOM library yet.
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

type Detect = (video: HTMLVideoElement) => Promise<string | null>;
const SCAN_EVERY_MS = 250;

/** The browser's own QR detector where it has one, else jsQR (loaded only then) on video frames. */
async function makeDetector(): Promise<Detect> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    const { width, height } = decodeSize(video.videoWidth, video.videoHeight);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    return (
      jsQR(context.getImageData(0, 0, width, height).data, width, height, { inversionAttempts: 'attemptBoth' })?.data ??
      null
    );
  };
}

/** Scans passes with the phone's back camera until stopped; each new code goes to `onCode`. */
export function QrScanner({
  onCode,
  onProblem,
  onStop,
}: {
  onCode: (code: string) => void;
  onProblem: (message: string) => void;
  onStop: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [running, setRunning] = useState(false);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const onProblemRef = useRef(onProblem);
  onProblemRef.current = onProblem;

  useEffect(() => {
    let active = true;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gate = createScanGate();
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia)
          throw Object.assign(new Error('no camera API'), { name: 'Unsupported' });
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        const video = videoRef.current;
        if (!active || !video) return;
        video.srcObject = stream;
        await video.play();
        const detect = await makeDetector();
        if (!active) return;
        setRunning(true);
        const tick = async () => {
          if (!active) return;
          try {
            const raw = await detect(video);
            const code = raw ? gate(raw, Date.now()) : null;
            if (code && active) onCodeRef.current(code);
          } catch {
            // A frame that can't be read (not ready yet) is skipped.
          }
          if (active) timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
        };
        void tick();
      } catch (error) {
        if (active) onProblemRef.current(cameraProblem(error));
      }
    })();
    return () => {
      active = false;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="scanner">
      <video ref={videoRef} className="scanner-video" muted playsInline aria-label={t('requests.checkIn.cameraView')} />
      <p className="muted" role="status">
        {t(running ? 'requests.checkIn.pointCamera' : 'requests.checkIn.startingCamera')}
      </p>
      <button type="button" className="btn btn-secondary btn-small" onClick={onStop}>
        {t('requests.checkIn.stopCamera')}
      </button>
    </div>
  );
}
