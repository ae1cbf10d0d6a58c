import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { ImageFormat } from './image-format';
import { flatten, raster, type Raster } from './raster';
import { decodeWebp, encodeWebp } from './webp-codec';

// Pure-JS JPEG and PNG, libwebp (wasm) for WebP. Decoding yields pixels only: whatever
// metadata the file carried (EXIF, GPS, XMP, ICC, comments) stays behind.

/** The most pixels we decode; more is a decompression bomb or a camera we don't need to serve. */
export const MAX_PIXELS = 50_000_000;

export async function decodeImage(bytes: Uint8Array, format: ImageFormat): Promise<Raster> {
  if (format === 'jpeg') {
    const decoded = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 1024,
    });
    return raster(decoded.width, decoded.height, decoded.data);
  }
  if (format === 'png') {
    const decoded = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
    return raster(
      decoded.width,
      decoded.height,
      new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length),
    );
  }
  return decodeWebp(bytes);
}

export const JPEG_QUALITY = 82;
export const WEBP_QUALITY = 80;

/** Baseline JPEG (JFIF header only), on white where the image was transparent. */
export function encodeJpeg(image: Raster, quality = JPEG_QUALITY): Uint8Array {
  const opaque = flatten(image);
  return new Uint8Array(jpeg.encode({ data: opaque.data, width: opaque.width, height: opaque.height }, quality).data);
}

export const encodeWebpImage = (image: Raster, quality = WEBP_QUALITY) => encodeWebp(image, quality);
