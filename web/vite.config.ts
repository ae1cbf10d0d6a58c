import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// In dev the local stack (npm start, port 3000) answers everything that is not the SPA, so the
// browser sees one origin exactly as it does behind CloudFront.
const localStack = process.env.YAKTIV_LOCAL_STACK_URL ?? 'http://localhost:3000';
// /local-s3 takes cover uploads; xfwd lets the stack sign URLs for the dev server's host.
const proxied = ['/api', '/config.json', '/local-cognito', '/local-s3', '/media', '/dev'];

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    // shared/ lives outside web/; the dev server must be allowed to serve it.
    fs: { allow: [repoRoot] },
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: localStack, changeOrigin: true, xfwd: true }])),
  },
});
