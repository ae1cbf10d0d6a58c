import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { landingChunkGroups } from './build/landing-chunks';
import { cataloguePlugin } from './build/catalogue-plugin';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// In dev the local stack (npm start, port 3000) answers everything that is not the SPA, so the
// browser sees one origin exactly as it does behind CloudFront.
const localStack = process.env.YAKTIV_LOCAL_STACK_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/config.json', '/local-cognito', '/media', '/dev'];

// Every lazy import carries the list of chunks to preload with it. Chunks the importing chunk
// already imports statically (React, the router, the API client… for every screen the shell
// loads) are loaded by the time it runs, so listing them again only costs first-load bytes
// (decision 014). The bundle is read just before Vite writes the lists.
type Bundle = Record<string, { type: string; imports?: string[] }>;
let bundle: Bundle | undefined;
const keepBundle: Plugin = {
  name: 'yaktiv:keep-bundle',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, output) {
      bundle = output as unknown as Bundle;
    },
  },
};
function staticallyLoaded(host: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of bundle?.[file]?.imports ?? []) visit(next);
  };
  visit(host);
  return seen;
}

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: [react(), keepBundle, cataloguePlugin()],
  // Imports use the aliases declared once in tsconfig.json (@shared, @web…).
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    // Few chunks on the landing routes' path (decision 033); the prerender's Node build needs none.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: landingChunkGroups() } } },
    emptyOutDir: true,
    // Read by the prerender step (web/build/prerender.ts), which removes it afterwards.
    manifest: true,
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        if (hostType !== 'js' || !bundle?.[hostId]) return deps;
        const loaded = staticallyLoaded(hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
  },
  server: {
    // shared/ lives outside web/; the dev server must be allowed to serve it.
    fs: { allow: [repoRoot] },
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: localStack, changeOrigin: true }])),
  },
}));
