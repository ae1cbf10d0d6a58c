import type { ImageFormat } from './image-format';

// Phones store pixels as the sensor saw them and an EXIF tag saying how to turn them upright.
// We re-encode without any metadata (EXIF carries GPS), so the turn has to be baked into the
// pixels: this reads the one tag we keep the meaning of. Only the tag is read; nothing is copied.

/** EXIF orientation 1..8 (1 = upright); 1 when there is no EXIF or it can't be read. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const ORIENTATION_TAG = 0x0112;
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"

export function readOrientation(bytes: Uint8Array, format: ImageFormat): Orientation {
  const tiff = exifPayload(bytes, format);
  return tiff ? orientationFromTiff(bytes, tiff.start, tiff.end) : 1;
}

function exifPayload(b: Uint8Array, format: ImageFormat): { start: number; end: number } | null {
  if (format === 'jpeg') return jpegExif(b);
  if (format === 'png') return pngExif(b);
  return webpExif(b);
}

const startsWithExifHeader = (b: Uint8Array, at: number) => EXIF_HEADER.every((byte, i) => b[at + i] === byte);

function jpegExif(b: Uint8Array) {
  let at = 2;
  while (at + 4 <= b.length && b[at] === 0xff) {
    const marker = b[at + 1]!;
    if (marker === 0xda || marker === 0xd9) return null; // start of scan / end of image
    const length = (b[at + 2]! << 8) | b[at + 3]!;
    if (length < 2) return null;
    if (marker === 0xe1 && startsWithExifHeader(b, at + 4))
      return { start: at + 10, end: Math.min(b.length, at + 2 + length) };
    at += 2 + length;
  }
  return null;
}

function pngExif(b: Uint8Array) {
  let at = 8;
  while (at + 12 <= b.length) {
    const length = ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
    const type = String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!);
    if (type === 'eXIf') return { start: at + 8, end: Math.min(b.length, at + 8 + length) };
    if (type === 'IEND') return null;
    at += 12 + length;
  }
  return null;
}

function webpExif(b: Uint8Array) {
  let at = 12;
  while (at + 8 <= b.length) {
    const type = String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);
    const size = (b[at + 4]! | (b[at + 5]! << 8) | (b[at + 6]! << 16) | (b[at + 7]! << 24)) >>> 0;
    if (type === 'EXIF') {
      const start = startsWithExifHeader(b, at + 8) ? at + 14 : at + 8;
      return { start, end: Math.min(b.length, at + 8 + size) };
    }
    at += 8 + size + (size & 1);
  }
  return null;
}

function orientationFromTiff(b: Uint8Array, start: number, end: number): Orientation {
  if (end - start < 8) return 1;
  const little = b[start] === 0x49 && b[start + 1] === 0x49; // "II"
  const big = b[start] === 0x4d && b[start + 1] === 0x4d; // "MM"
  if (!little && !big) return 1;
  const u16 = (at: number) => (little ? b[at]! | (b[at + 1]! << 8) : (b[at]! << 8) | b[at + 1]!);
  const u32 = (at: number) =>
    (little
      ? b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)
      : (b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
  if (u16(start + 2) !== 42) return 1;
  const ifd = start + u32(start + 4);
  if (ifd + 2 > end) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    const value = u16(entry + 8);
    return value >= 1 && value <= 8 ? (value as Orientation) : 1;
  }
  return 1;
}
