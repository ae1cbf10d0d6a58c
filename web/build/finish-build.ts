import { fileURLToPath } from 'node:url';
import { precompressDir } from './precompress';
import { prerenderPages } from './prerender';
import { writeServiceWorker } from './service-worker-build';

// Runs after `vite build` (npm run build:web): writes the service worker, prerenders the public
// landing pages, then writes the compressed copies the local server negotiates. The CDK deployment leaves the copies out;
// CloudFront compresses on its own (decision 022).
const dist = fileURLToPath(new URL('../dist', import.meta.url));

// Before the prerender step, which removes Vite's manifest the precache list is read from.
console.log(`service worker precaches ${await writeServiceWorker(dist)} files`);
const pages = await prerenderPages(dist);
console.log(`prerendered ${pages.join(', ')}`);
const files = precompressDir(dist);
const total = (pick: (file: (typeof files)[number]) => number) =>
  (files.reduce((sum, file) => sum + pick(file), 0) / 1024).toFixed(0);
console.log(
  `precompressed ${files.length} files: ${total((f) => f.bytes)} kB → br ${total((f) => f.br)} kB, gzip ${total((f) => f.gzip)} kB`,
);
