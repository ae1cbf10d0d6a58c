import { COVER_IMAGE } from '@shared/schemas/upload';
import { decodeImage, encodeJpeg, encodeWebpImage, MAX_PIXELS } from './codecs';
import { readOrientation } from './exif-orientation';
import { readDimensions, sniffImageFormat } from './image-format';
import { applyOrientation, resizeToWidth, type Raster } from './raster';

// An uploaded cover becomes files made from its pixels only: re-encoding from decoded pixels is
// what strips EXIF (and its GPS position), XMP and anything else a camera or an attacker put
// beside the picture. Nothing of the upload's bytes is copied.

/** Why an upload is not a cover image; the processor deletes it and logs the reason. */
export class NotAnImageError extends Error {}

export interface RenderedFile {
  /** Appended to the cover's id: `-400.webp`, `-400.jpg`, …, and `.webp` for the main image. */
  suffix: string;
  contentType: 'image/webp' | 'image/jpeg';
  body: Uint8Array;
  width: number;
  height: number;
}

/** Refuses what is not a JPEG, PNG or WebP within the limits, before decoding anything big. */
export function checkUpload(bytes: Uint8Array) {
  if (bytes.length === 0) throw new NotAnImageError('empty file');
  if (bytes.length > COVER_IMAGE.maxBytes)
    throw new NotAnImageError(`${bytes.length} bytes is over the ${COVER_IMAGE.maxBytes}-byte limit`);
  const format = sniffImageFormat(bytes);
  if (!format) throw new NotAnImageError('not a JPEG, PNG or WebP file (magic bytes)');
  const size = readDimensions(bytes, format);
  if (!size || size.width < 1 || size.height < 1) throw new NotAnImageError(`unreadable ${format} header`);
  if (size.width * size.height > MAX_PIXELS)
    throw new NotAnImageError(`${size.width}x${size.height} is over ${MAX_PIXELS} pixels`);
  return format;
}

/**
 * The variants of spec'd widths (never wider than the upload: a narrow image keeps its width
 * under every name, so each name always exists), each as WebP and JPEG, then the main WebP
 * (the widest) last: it is the file the browser polls for, so when it exists the rest do too.
 */
export async function renderCoverVariants(bytes: Uint8Array): Promise<RenderedFile[]> {
  const format = checkUpload(bytes);
  let decoded: Raster;
  try {
    decoded = await decodeImage(bytes, format);
  } catch (error) {
    throw new NotAnImageError(`${format} that does not decode: ${(error as Error)?.message ?? String(error)}`);
  }
  const upright = applyOrientation(decoded, readOrientation(bytes, format));

  const files: RenderedFile[] = [];
  const byWidth = new Map<number, { webp: Uint8Array; jpeg: Uint8Array; image: Raster }>();
  for (const width of COVER_IMAGE.widths) {
    const image = resizeToWidth(upright, width);
    let encoded = byWidth.get(image.width);
    if (!encoded) {
      encoded = { webp: await encodeWebpImage(image), jpeg: encodeJpeg(image), image };
      byWidth.set(image.width, encoded);
    }
    const size = { width: image.width, height: image.height };
    files.push({ suffix: `-${width}.webp`, contentType: 'image/webp', body: encoded.webp, ...size });
    files.push({ suffix: `-${width}.jpg`, contentType: 'image/jpeg', body: encoded.jpeg, ...size });
  }
  const widest = files.filter((f) => f.contentType === 'image/webp').at(-1)!;
  files.push({ ...widest, suffix: '.webp' });
  return files;
}
