import { t } from './texts';

// Pure parts of the check-in screen: which scans to send, and what a camera failure means.

/** A QR in front of the camera is seen many times a second: send a code once per `windowMs`. */
export function createScanGate(windowMs = 3000) {
  let last: { code: string; at: number } | null = null;
  return (raw: string, now: number): string | null => {
    const code = raw.trim();
    if (!code) return null;
    if (last && last.code === code && now - last.at < windowMs) return null;
    last = { code, at: now };
    return code;
  };
}

export const typeInstead = () => t('requests.camera.typeInstead');

/** Why the camera can't scan, in words, always pointing at the typed code. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const said = (key: string) => t(`requests.camera.${key}`, { typeInstead: typeInstead() });
  if (name === 'NotAllowedError' || name === 'SecurityError') return said('denied');
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return said('none');
  if (name === 'NotReadableError' || name === 'AbortError') return said('busy');
  if (name === 'Unsupported') return said('unsupported');
  return said('failed');
}

/** The largest frame a JS decoder is given: enough for a pass held up to the phone, cheap to scan. */
export function decodeSize(width: number, height: number, max = 640): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
