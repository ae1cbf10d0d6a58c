import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import encoderFactory from '@jsquash/webp/codec/enc/webp_enc.js';
import decoderFactory from '@jsquash/webp/codec/dec/webp_dec.js';
import type { WebPModule as EncoderModule } from '@jsquash/webp/codec/enc/webp_enc.js';
import type { WebPModule as DecoderModule } from '@jsquash/webp/codec/dec/webp_dec.js';
import { raster, type Raster } from './raster';

// libwebp compiled to WebAssembly (Squoosh's build, via @jsquash/webp): the only way to write
// WebP from a Lambda that must stay one JavaScript file with no native modules. The .wasm files
// ship beside the bundle (infra/bundle.ts copies the sibling .wasm of any emscripten glue it
// bundles; docs/decisions/011-image-processing.md says why they are not inlined); in process
// (local stack, tests) they are read from node_modules.

const require = createRequire(import.meta.url);

function wasmBytes(file: string, packagePath: string): Buffer {
  const beside = new URL(`./${file}`, import.meta.url);
  return readFileSync(existsSync(beside) ? beside : require.resolve(packagePath));
}

async function instantiate<M>(factory: (options: object) => Promise<M>, bytes: Buffer): Promise<M> {
  const compiled = await WebAssembly.compile(bytes as Uint8Array<ArrayBuffer>);
  return factory({
    noInitialRun: true,
    instantiateWasm: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => {
      const instance = new WebAssembly.Instance(compiled, imports);
      done(instance);
      return instance.exports;
    },
  });
}

// Each codec is compiled once per container, on first use.
let encoder: Promise<EncoderModule> | undefined;
let decoder: Promise<DecoderModule> | undefined;
const encoderModule = () =>
  (encoder ??= instantiate(
    encoderFactory as never,
    wasmBytes('webp_enc.wasm', '@jsquash/webp/codec/enc/webp_enc.wasm'),
  ));
const decoderModule = () =>
  (decoder ??= instantiate(
    decoderFactory as never,
    wasmBytes('webp_dec.wasm', '@jsquash/webp/codec/dec/webp_dec.wasm'),
  ));

/** libwebp's defaults (struct WebPConfig), with our quality. */
const OPTIONS = {
  quality: 80,
  target_size: 0,
  target_PSNR: 0,
  method: 4,
  sns_strength: 50,
  filter_strength: 60,
  filter_sharpness: 0,
  filter_type: 1,
  partitions: 0,
  segments: 4,
  pass: 1,
  show_compressed: 0,
  preprocessing: 0,
  autofilter: 0,
  partition_limit: 0,
  alpha_compression: 1,
  alpha_filtering: 1,
  alpha_quality: 100,
  lossless: 0,
  exact: 0,
  image_hint: 0,
  emulate_jpeg_size: 0,
  thread_level: 0,
  low_memory: 0,
  near_lossless: 100,
  use_delta_palette: 0,
  use_sharp_yuv: 0,
};

/** Lossy WebP of the pixels; libwebp writes no metadata chunks unless given some. */
export async function encodeWebp(image: Raster, quality = OPTIONS.quality): Promise<Uint8Array> {
  const codec = await encoderModule();
  const encoded = codec.encode(image.data as Uint8Array<ArrayBuffer>, image.width, image.height, {
    ...OPTIONS,
    quality,
  });
  if (!encoded) throw new Error('WebP encoding failed');
  return new Uint8Array(encoded);
}

export async function decodeWebp(bytes: Uint8Array): Promise<Raster> {
  const codec = await decoderModule();
  const decoded = codec.decode(bytes as Uint8Array<ArrayBuffer>);
  if (!decoded) throw new Error('Not a decodable WebP image');
  return raster(
    decoded.width,
    decoded.height,
    new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length),
  );
}
