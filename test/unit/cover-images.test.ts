import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { COVER_IMAGE } from '@shared/schemas/upload';
import { decodeImage, encodeJpeg } from '@functions/games/images/codecs';
import { NotAnImageError, renderCoverVariants } from '@functions/games/images/cover-variants';
import { readOrientation, type Orientation } from '@functions/games/images/exif-orientation';
import { readDimensions, sniffImageFormat } from '@functions/games/images/image-format';
import { applyOrientation, flatten, raster, resizeToWidth } from '@functions/games/images/raster';
import { decodeWebp, encodeWebp } from '@functions/games/images/webp-codec';
import {
  BLUE,
  carriesNoMetadata,
  EXIF_MARKER,
  GPS_LATITUDE_BYTES,
  GREEN,
  hasApp1,
  isWebp,
  jpegWithExif,
  near,
  png,
  quadrantColour,
  quadrants,
  RED,
  webpChunks,
  YELLOW,
} from '../support/test-images';

// Image maths on real images made here: a phone-like JPEG with EXIF orientation and GPS, PNGs
// with and without alpha, WebP round trips, and files that are not images at all.

const text = (s: string) => new Uint8Array(Buffer.from(s));
const SVG = text(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

describe('what an upload really is', () => {
  it('knows JPEG, PNG and WebP by their magic bytes, and nothing else', async () => {
    const image = quadrants(8, 8);
    expect(sniffImageFormat(jpegWithExif(image))).toBe('jpeg');
    expect(sniffImageFormat(png(image))).toBe('png');
    expect(sniffImageFormat(await encodeWebp(image))).toBe('webp');
    for (const other of [SVG, text('hello'), text('GIF89a......'), text('RIFF1234WAVEfmt '), new Uint8Array()]) {
      expect(sniffImageFormat(other)).toBeNull();
    }
  });

  it('reads dimensions from the header without decoding', async () => {
    const image = quadrants(30, 20);
    expect(readDimensions(jpegWithExif(image), 'jpeg')).toEqual({ width: 30, height: 20 });
    expect(readDimensions(png(image), 'png')).toEqual({ width: 30, height: 20 });
    expect(readDimensions(await encodeWebp(image), 'webp')).toEqual({ width: 30, height: 20 });
  });

  it('reads the EXIF orientation, and 1 when there is none', () => {
    for (const o of [1, 3, 6, 8] as const) expect(readOrientation(jpegWithExif(quadrants(8, 8), o), 'jpeg')).toBe(o);
    const plain = Buffer.from(jpeg.encode({ ...quadrants(8, 8) }, 80).data);
    expect(readOrientation(plain, 'jpeg')).toBe(1);
    expect(readOrientation(png(quadrants(8, 8)), 'png')).toBe(1);
  });
});

describe('orientation', () => {
  // A 3×2 image whose pixels are numbered, so every turn can be checked exactly.
  const numbered = () => {
    const image = raster(3, 2);
    for (let i = 0; i < 6; i++) image.data.set([i, 0, 0, 255], i * 4);
    return image;
  };
  // Each row as its pixels' numbers, e.g. '012' (single digits, so the string is exact).
  const rows = (image: ReturnType<typeof raster>) =>
    Array.from({ length: image.height }, (_, y) =>
      Array.from({ length: image.width }, (_, x) => image.data[(y * image.width + x) * 4]).join(''),
    );

  // Stored pixels   0 1 2   and what each orientation must show once turned upright.
  //                 3 4 5
  const upright: Record<Orientation, string[]> = {
    1: ['012', '345'],
    2: ['210', '543'],
    3: ['543', '210'],
    4: ['345', '012'],
    5: ['03', '14', '25'],
    6: ['30', '41', '52'],
    7: ['52', '41', '30'],
    8: ['25', '14', '03'],
  };
  it.each(Object.entries(upright))('turns orientation %s upright', (o, expected) => {
    expect(rows(applyOrientation(numbered(), Number(o) as Orientation))).toEqual(expected);
  });
});

describe('resizing', () => {
  it('shrinks to the width with the aspect ratio kept, and never enlarges', () => {
    const image = quadrants(1000, 500);
    const small = resizeToWidth(image, 400);
    expect([small.width, small.height]).toEqual([400, 200]);
    expect(resizeToWidth(image, 1200)).toBe(image);
    expect(quadrantColour(small, 'top-left')).toEqual([...RED]);
    expect(quadrantColour(small, 'bottom-right')).toEqual([...YELLOW]);
  });

  it('averages the area each output pixel covers (a fine checkerboard becomes grey)', () => {
    const board = raster(300, 300);
    for (let y = 0; y < 300; y++)
      for (let x = 0; x < 300; x++)
        board.data.set((x + y) % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255], (y * 300 + x) * 4);
    const small = resizeToWidth(board, 100);
    for (let p = 0; p < small.data.length; p += 4) expect(Math.abs(small.data[p]! - 127.5)).toBeLessThanOrEqual(15);
  });

  it("doesn't let transparent pixels darken what they border (premultiplied alpha)", () => {
    const image = raster(4, 1);
    image.data.set([255, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 0, 0]);
    const half = resizeToWidth(image, 2);
    expect(Array.from(half.data)).toEqual([255, 0, 0, 128, 255, 0, 0, 128]);
  });

  it('flattens transparency onto white for the JPEG fallback', () => {
    const image = raster(1, 1, new Uint8Array([0, 0, 0, 0]));
    expect(Array.from(flatten(image).data)).toEqual([255, 255, 255, 255]);
  });
});

describe('a phone photo with GPS in its EXIF', () => {
  // Stored sideways (1600×1000) with orientation 6, as a phone held upright writes it.
  const photo = jpegWithExif(quadrants(1600, 1000), 6);

  it('really carries what we strip (the fixture is honest)', () => {
    expect(hasApp1(photo)).toBe(true);
    expect(photo.includes(EXIF_MARKER)).toBe(true);
    expect(photo.includes(GPS_LATITUDE_BYTES)).toBe(true);
    expect(readOrientation(photo, 'jpeg')).toBe(6);
  });

  it('becomes upright WebP and JPEG variants of every width, main WebP last, with no EXIF or GPS', async () => {
    const files = await renderCoverVariants(photo);
    expect(files.map((f) => f.suffix)).toEqual([
      '-400.webp',
      '-400.jpg',
      '-800.webp',
      '-800.jpg',
      '-1200.webp',
      '-1200.jpg',
      '.webp',
    ]);

    // Upright it is 1000×1600: 1200 would enlarge, so that name keeps 1000 and so does the main image.
    const sizes = Object.fromEntries(files.map((f) => [f.suffix, [f.width, f.height]]));
    expect(sizes).toEqual({
      '-400.webp': [400, 640],
      '-400.jpg': [400, 640],
      '-800.webp': [800, 1280],
      '-800.jpg': [800, 1280],
      '-1200.webp': [1000, 1600],
      '-1200.jpg': [1000, 1600],
      '.webp': [1000, 1600],
    });

    for (const file of files) {
      expect(carriesNoMetadata(file.body), file.suffix).toBe(true);
      if (file.contentType === 'image/webp') {
        expect(isWebp(file.body), file.suffix).toBe(true);
        expect(
          webpChunks(file.body).filter((c) => c === 'EXIF' || c === 'XMP '),
          file.suffix,
        ).toEqual([]);
      } else {
        expect([...file.body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        expect(hasApp1(file.body), file.suffix).toBe(false);
      }
    }

    // Turned a quarter clockwise: what was bottom-left (blue) is now top-left.
    const small = jpeg.decode(files.find((f) => f.suffix === '-400.jpg')!.body, { useTArray: true });
    expect([small.width, small.height]).toEqual([400, 640]);
    expect(near(quadrantColour(small, 'top-left'), BLUE)).toBe(true);
    expect(near(quadrantColour(small, 'top-right'), RED)).toBe(true);
    expect(near(quadrantColour(small, 'bottom-right'), GREEN)).toBe(true);
    const main = await decodeWebp(files.at(-1)!.body);
    expect([main.width, main.height]).toEqual([1000, 1600]);
    expect(near(quadrantColour(main, 'top-left'), BLUE)).toBe(true);
    expect(near(quadrantColour(main, 'bottom-left'), YELLOW)).toBe(true);
  }, 30_000);
});

describe('other inputs', () => {
  it('keeps a PNG’s transparency in WebP and puts the JPEG on white', async () => {
    const files = await renderCoverVariants(png(quadrants(200, 100, 0)));
    const webp = await decodeWebp(files.find((f) => f.suffix === '-400.webp')!.body);
    expect([webp.width, webp.height]).toEqual([200, 100]);
    expect(webp.data[3]).toBe(0);
    const fallback = jpeg.decode(files.find((f) => f.suffix === '-400.jpg')!.body, { useTArray: true });
    expect(near(quadrantColour(fallback, 'top-left'), [255, 255, 255])).toBe(true);
  }, 30_000);

  it('re-encodes a WebP upload', async () => {
    const files = await renderCoverVariants(await encodeWebp(quadrants(900, 600)));
    expect(files.at(-1)).toMatchObject({ suffix: '.webp', width: 900, height: 600 });
    expect(near(quadrantColour(await decodeWebp(files.at(-1)!.body), 'top-right'), GREEN)).toBe(true);
  }, 30_000);

  it('decodes 16-bit and palette PNGs to 8-bit RGBA', async () => {
    const deep = new PNG({ width: 4, height: 4, bitDepth: 16, colorType: 6, inputHasAlpha: true });
    deep.data.fill(255);
    const decoded = await decodeImage(PNG.sync.write(deep, { bitDepth: 16, colorType: 6, inputHasAlpha: true }), 'png');
    expect([decoded.width, decoded.height, decoded.data.length]).toEqual([4, 4, 64]);
  });

  it('JPEG output starts with SOI and JFIF, nothing else', () => {
    const out = encodeJpeg(quadrants(16, 16));
    expect(Buffer.from(out.subarray(0, 4))).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  });
});

describe('what is refused', () => {
  const refused = async (bytes: Uint8Array) => {
    const error = await renderCoverVariants(bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotAnImageError);
    return (error as Error).message;
  };

  it('text and SVG (even with an image content type declared at upload)', async () => {
    expect(await refused(text('just some text'))).toMatch(/magic bytes/);
    expect(await refused(SVG)).toMatch(/magic bytes/);
  });

  it('an empty file and one over the size cap', async () => {
    expect(await refused(new Uint8Array())).toMatch(/empty/);
    const huge = new Uint8Array(COVER_IMAGE.maxBytes + 1);
    huge.set(jpegWithExif(quadrants(8, 8)));
    expect(await refused(huge)).toMatch(/over the 10485760-byte limit/);
  });

  it('JPEG magic bytes in front of garbage', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.alloc(100, 7)]);
    expect(await refused(fake)).toMatch(/jpeg/);
  });

  it('a PNG that claims 100000×100000 pixels (a decompression bomb) before decoding it', async () => {
    const bomb = png(quadrants(4, 4));
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    expect(await refused(bomb)).toMatch(/over 50000000 pixels/);
  });
});
