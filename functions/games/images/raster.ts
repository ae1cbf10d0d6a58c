import type { Orientation } from './exif-orientation';

// Pixel maths on plain RGBA buffers: no codec, no I/O, so every step is testable on its own.

/** 8-bit RGBA, row by row, 4 bytes a pixel. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

export function raster(width: number, height: number, data: Uint8Array = new Uint8Array(width * height * 4)): Raster {
  if (data.length !== width * height * 4)
    throw new Error(`RGBA data of ${data.length} bytes does not fit ${width}x${height}`);
  return { width, height, data };
}

/**
 * Turns the stored pixels upright as EXIF orientation asks, so the image displays the same
 * once the tag is gone. 5..8 swap width and height.
 */
export function applyOrientation(src: Raster, orientation: Orientation): Raster {
  if (orientation === 1) return src;
  const { width: w, height: h } = src;
  const swaps = orientation >= 5;
  const out = raster(swaps ? h : w, swaps ? w : h);
  // For each output pixel, where it comes from in the stored image.
  const source: Record<Exclude<Orientation, 1>, (x: number, y: number) => number> = {
    2: (x, y) => y * w + (w - 1 - x), // mirrored left-right
    3: (x, y) => (h - 1 - y) * w + (w - 1 - x), // upside down
    4: (x, y) => (h - 1 - y) * w + x, // mirrored top-bottom
    5: (x, y) => x * w + y, // transposed
    6: (x, y) => (h - 1 - x) * w + y, // needs a quarter turn clockwise
    7: (x, y) => (h - 1 - x) * w + (w - 1 - y), // transversed
    8: (x, y) => x * w + (w - 1 - y), // needs a quarter turn anticlockwise
  };
  const from = source[orientation];
  const target = words(out.data);
  const pixels = words(src.data);
  for (let y = 0; y < out.height; y++) {
    for (let x = 0; x < out.width; x++) target[y * out.width + x] = pixels[from(x, y)]!;
  }
  return out;
}

/** The RGBA bytes as one 32-bit word a pixel (copied only when the bytes are misaligned). */
const words = (data: Uint8Array) =>
  data.byteOffset % 4 === 0
    ? new Uint32Array(data.buffer, data.byteOffset, data.length / 4)
    : new Uint32Array(data.slice().buffer);

/** Source pixels (and how much of each) that make up each output pixel along one axis. */
function contributions(srcSize: number, dstSize: number) {
  const scale = srcSize / dstSize;
  const starts = new Int32Array(dstSize);
  const counts = new Int32Array(dstSize);
  const weights: number[] = [];
  for (let i = 0; i < dstSize; i++) {
    const from = i * scale;
    const to = Math.min(srcSize, (i + 1) * scale);
    const first = Math.floor(from);
    const last = Math.min(srcSize - 1, Math.ceil(to) - 1);
    starts[i] = first;
    counts[i] = last - first + 1;
    for (let s = first; s <= last; s++) weights.push((Math.min(s + 1, to) - Math.max(s, from)) / scale);
  }
  return { starts, counts, weights: Float32Array.from(weights) };
}

/**
 * Area-average downscale to `width` (height keeps the aspect ratio): every source pixel counts
 * in proportion to how much of it an output pixel covers, which is what a shrink should do
 * (no aliasing, no ringing). Alpha is premultiplied so transparent pixels don't darken edges.
 * Never enlarges: a narrower image comes back as it is.
 */
export function resizeToWidth(src: Raster, width: number): Raster {
  if (width >= src.width) return src;
  const height = Math.max(1, Math.round((src.height * width) / src.width));
  const { width: sw, height: sh, data } = src;

  // Horizontal pass: sw×sh → width×sh, premultiplied floats.
  const across = contributions(sw, width);
  const mid = new Float32Array(width * sh * 4);
  for (let y = 0; y < sh; y++) {
    let k = 0;
    for (let x = 0; x < width; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      const start = across.starts[x]!;
      for (let n = 0; n < across.counts[x]!; n++, k++) {
        const p = (y * sw + start + n) * 4;
        const wa = across.weights[k]! * data[p + 3]!;
        r += data[p]! * wa;
        g += data[p + 1]! * wa;
        b += data[p + 2]! * wa;
        a += wa;
      }
      const q = (y * width + x) * 4;
      mid[q] = r;
      mid[q + 1] = g;
      mid[q + 2] = b;
      mid[q + 3] = a;
    }
  }

  // Vertical pass: width×sh → width×height, then back to straight alpha.
  const down = contributions(sh, height);
  const out = raster(width, height);
  let k = 0;
  for (let y = 0; y < height; y++) {
    const start = down.starts[y]!;
    const count = down.counts[y]!;
    for (let x = 0; x < width; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let n = 0; n < count; n++) {
        const w = down.weights[k + n]!;
        const p = ((start + n) * width + x) * 4;
        r += mid[p]! * w;
        g += mid[p + 1]! * w;
        b += mid[p + 2]! * w;
        a += mid[p + 3]! * w;
      }
      const q = (y * width + x) * 4;
      if (a > 0) {
        out.data[q] = Math.round(r / a);
        out.data[q + 1] = Math.round(g / a);
        out.data[q + 2] = Math.round(b / a);
      }
      out.data[q + 3] = Math.round(a);
    }
    k += count;
  }
  return out;
}

/** Whether any pixel is less than opaque. */
export function hasTransparency(src: Raster): boolean {
  for (let p = 3; p < src.data.length; p += 4) if (src.data[p]! < 255) return true;
  return false;
}

/** Composites onto a solid background, for formats without alpha (the JPEG fallback). */
export function flatten(src: Raster, background: [number, number, number] = [255, 255, 255]): Raster {
  if (!hasTransparency(src)) return src;
  const out = raster(src.width, src.height);
  for (let p = 0; p < src.data.length; p += 4) {
    const alpha = src.data[p + 3]! / 255;
    for (let c = 0; c < 3; c++) out.data[p + c] = Math.round(src.data[p + c]! * alpha + background[c]! * (1 - alpha));
    out.data[p + 3] = 255;
  }
  return out;
}
