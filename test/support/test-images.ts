import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { raster, type Raster } from '@functions/games/images/raster';

// Real images made in the test, byte by byte where it matters: a camera-like JPEG carries an
// APP1 EXIF segment with an orientation tag and a GPS position, as phone photos do.

export const RED = [220, 30, 30] as const;
export const GREEN = [30, 200, 60] as const;
export const BLUE = [30, 60, 220] as const;
export const YELLOW = [240, 220, 40] as const;

/** Four solid quadrants: red top-left, green top-right, blue bottom-left, yellow bottom-right. */
export function quadrants(width: number, height: number, alpha = 255): Raster {
  const image = raster(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = y < height / 2 ? (x < width / 2 ? RED : GREEN) : x < width / 2 ? BLUE : YELLOW;
      image.data.set([...colour, alpha], (y * width + x) * 4);
    }
  }
  return image;
}

/** RGB of the pixel at the centre of a quadrant of a decoded image. */
export function quadrantColour(image: Raster, quadrant: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right') {
  const x = Math.floor(quadrant.endsWith('left') ? image.width / 4 : (3 * image.width) / 4);
  const y = Math.floor(quadrant.startsWith('top') ? image.height / 4 : (3 * image.height) / 4);
  const p = (y * image.width + x) * 4;
  return [image.data[p]!, image.data[p + 1]!, image.data[p + 2]!];
}

export const near = (actual: readonly number[], expected: readonly number[], tolerance = 24) =>
  actual.every((value, i) => Math.abs(value - expected[i]!) <= tolerance);

/** Text that must not survive processing: it sits in the EXIF ImageDescription. */
export const EXIF_MARKER = 'YAKTIV-EXIF-MARKER';
/** GPS latitude 12°58'45.12" N as three RATIONALs (little-endian): Bengaluru. */
export const GPS_LATITUDE_BYTES = Buffer.from([
  12, 0, 0, 0, 1, 0, 0, 0, 58, 0, 0, 0, 1, 0, 0, 0, 0x10, 0x11, 0, 0, 100, 0, 0, 0,
]);

/** A little-endian TIFF block: IFD0 (ImageDescription, Orientation, GPS pointer) + GPS IFD. */
export function exifTiff(orientation: number): Buffer {
  const description = Buffer.from(`${EXIF_MARKER}\0`, 'ascii');
  const ifd0 = 8;
  const ifd0Size = 2 + 3 * 12 + 4;
  const descriptionAt = ifd0 + ifd0Size;
  const gpsIfd = descriptionAt + description.length + (description.length % 2);
  const gpsIfdSize = 2 + 4 * 12 + 4;
  const latitudeAt = gpsIfd + gpsIfdSize;
  const longitudeAt = latitudeAt + 24;
  const tiff = Buffer.alloc(longitudeAt + 24);

  tiff.write('II', 0, 'ascii');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(ifd0, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: (b: Buffer, at: number) => void) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    value(tiff, at + 8);
  };
  const ASCII = 2,
    SHORT = 3,
    LONG = 4,
    RATIONAL = 5;
  tiff.writeUInt16LE(3, ifd0);
  entry(ifd0 + 2, 0x010e, ASCII, description.length, (b, at) => b.writeUInt32LE(descriptionAt, at));
  entry(ifd0 + 14, 0x0112, SHORT, 1, (b, at) => b.writeUInt16LE(orientation, at));
  entry(ifd0 + 26, 0x8825, LONG, 1, (b, at) => b.writeUInt32LE(gpsIfd, at));
  tiff.writeUInt32LE(0, ifd0 + 38);
  description.copy(tiff, descriptionAt);

  tiff.writeUInt16LE(4, gpsIfd);
  entry(gpsIfd + 2, 0x0001, ASCII, 2, (b, at) => b.write('N\0', at, 'ascii'));
  entry(gpsIfd + 14, 0x0002, RATIONAL, 3, (b, at) => b.writeUInt32LE(latitudeAt, at));
  entry(gpsIfd + 26, 0x0003, ASCII, 2, (b, at) => b.write('E\0', at, 'ascii'));
  entry(gpsIfd + 38, 0x0004, RATIONAL, 3, (b, at) => b.writeUInt32LE(longitudeAt, at));
  tiff.writeUInt32LE(0, gpsIfd + 50);
  GPS_LATITUDE_BYTES.copy(tiff, latitudeAt);
  for (const [i, n] of [77, 1, 35, 1, 3310, 100].entries()) tiff.writeUInt32LE(n, longitudeAt + i * 4);
  return tiff;
}

/** A baseline JPEG (jpeg-js) with an APP1 "Exif" segment inserted right after SOI. */
export function jpegWithExif(image: Raster, orientation = 1, quality = 90): Buffer {
  const plain = Buffer.from(jpeg.encode({ data: image.data, width: image.width, height: image.height }, quality).data);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'ascii'), exifTiff(orientation)]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([plain.subarray(0, 2), app1, payload, plain.subarray(2)]);
}

export function png(image: Raster): Buffer {
  const out = new PNG({ width: image.width, height: image.height });
  Buffer.from(image.data).copy(out.data);
  return PNG.sync.write(out);
}

/** Whether a JPEG has an APP1 segment (EXIF or XMP) before its image data. */
export function hasApp1(bytes: Uint8Array): boolean {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xe1) return true;
    if (marker === 0xda) return false;
    at += 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
  }
  return false;
}

export const isWebp = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 4)).toString('ascii') === 'RIFF' &&
  Buffer.from(bytes.subarray(8, 12)).toString('ascii') === 'WEBP';

/** RIFF chunk ids of a WebP (VP8, VP8L, VP8X, ALPH, EXIF, XMP …). */
export function webpChunks(bytes: Uint8Array): string[] {
  const b = Buffer.from(bytes);
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= b.length; ) {
    chunks.push(b.toString('ascii', at, at + 4));
    const size = b.readUInt32LE(at + 4);
    at += 8 + size + (size & 1);
  }
  return chunks;
}

/** No EXIF, GPS or marker text anywhere in the file. */
export function carriesNoMetadata(bytes: Uint8Array): boolean {
  const b = Buffer.from(bytes);
  return !b.includes('Exif') && !b.includes(EXIF_MARKER) && !b.includes(GPS_LATITUDE_BYTES);
}
