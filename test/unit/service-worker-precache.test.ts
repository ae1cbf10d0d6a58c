import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precacheList, precacheVersion, type ViteManifest } from '../../web/build/service-worker-build';

// Decision 024: the service worker precaches exactly what the build made, read from Vite's manifest.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-aaa.js', css: ['assets/index-bbb.css'] },
  'src/features/requests/components/MyRequestsScreen.tsx': {
    file: 'assets/MyRequestsScreen-ccc.js',
    css: ['assets/index-bbb.css'],
  },
  'src/components/requests/PassQrDialog.tsx': { file: 'assets/PassQrDialog-ddd.js', assets: ['assets/hero-eee.webp'] },
  '_shared-fff.js': { file: 'assets/shared-fff.js' },
};

describe('service worker precache list', () => {
  it('holds the shell page, every chunk (lazy ones too), their CSS and assets, and the public files, once each', () => {
    expect(precacheList(manifest, ['/manifest.webmanifest', 'icons/icon-192.png'])).toEqual([
      '/assets/MyRequestsScreen-ccc.js',
      '/assets/PassQrDialog-ddd.js',
      '/assets/hero-eee.webp',
      '/assets/index-aaa.js',
      '/assets/index-bbb.css',
      '/assets/shared-fff.js',
      '/icons/icon-192.png',
      '/index.html',
      '/manifest.webmanifest',
    ]);
  });

  it('gets a new version when a precached file changes, so the browser installs the new worker', () => {
    const dist = mkdtempSync(join(tmpdir(), 'yaktiv-sw-'));
    try {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), '<p>one</p>');
      writeFileSync(join(dist, 'assets', 'a.js'), 'a');
      const list = ['/assets/a.js', '/index.html'];
      const first = precacheVersion(list, dist);
      expect(precacheVersion(list, dist)).toBe(first);
      writeFileSync(join(dist, 'index.html'), '<p>two</p>');
      expect(precacheVersion(list, dist)).not.toBe(first);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
