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

export const TYPE_INSTEAD = 'You can still type the pass code below.';

/** Why the camera can't scan, in words, always pointing at the typed code. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return `Camera access was denied. Allow the camera for this site in your browser's settings to scan passes. ${TYPE_INSTEAD}`;
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return `No camera was found on this device. ${TYPE_INSTEAD}`;
  if (name === 'NotReadableError' || name === 'AbortError')
    return `The camera is in use by another app. Close it and try again. ${TYPE_INSTEAD}`;
  if (name === 'Unsupported') return `This browser can't use the camera here. ${TYPE_INSTEAD}`;
  return `The camera could not start. ${TYPE_INSTEAD}`;
}

/** The largest frame a JS decoder is given: enough for a pass held up to the phone, cheap to scan. */
export function decodeSize(width: number, height: number, max = 640): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
