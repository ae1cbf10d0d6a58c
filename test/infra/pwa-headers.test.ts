import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { siteStack } from './site-fixture';
import { serveSiteFolder } from './local-site-server';

// Decision 024: the service worker and the web manifest are revalidated on every load, in AWS and
// locally, so a deploy reaches installed apps at their next visit; hashed assets stay immutable.
let dist: string;
let app: App;
let template: Template;
let site: Awaited<ReturnType<typeof serveSiteFolder>>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'yaktiv-pwa-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><p>Yaktiv</p>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Yaktiv"}');
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'export {};');

  ({ app, template } = siteStack('Pwa', dist));

  site = await serveSiteFolder(dist);
});

afterAll(async () => {
  await site.close();
  rmSync(dist, { recursive: true, force: true });
});

type Deployment = { Properties: { SourceObjectKeys: string[]; SystemMetadata?: Record<string, string> } };

/** The cache-control each deployment gives, by the files it uploads. */
function cacheControlOf(file: string): string | undefined {
  const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment')) as Deployment[];
  const holding = deployments.filter((d) =>
    d.Properties.SourceObjectKeys.some((key) => {
      const dir = join(app.outdir, `asset.${key.replace(/\.zip$/, '')}`);
      return existsSync(dir) && (readdirSync(dir, { recursive: true }) as string[]).includes(file);
    }),
  );
  expect(holding, `one deployment uploads ${file}`).toHaveLength(1);
  return holding[0]!.Properties.SystemMetadata?.['cache-control'];
}

describe('PWA files: cache headers', () => {
  it('in AWS the service worker and the manifest are no-cache, hashed assets immutable', () => {
    expect(cacheControlOf('sw.js')).toBe('no-cache');
    expect(cacheControlOf('manifest.webmanifest')).toBe('no-cache');
    expect(cacheControlOf('index-abc.js')).toContain('immutable');
  });

  it('locally the same, with the types browsers require', async () => {
    const sw = await site.get('/sw.js');
    expect(sw).toMatchObject({
      status: 200,
      headers: { 'cache-control': 'no-cache', 'content-type': 'text/javascript; charset=utf-8' },
    });
    const manifest = await site.get('/manifest.webmanifest');
    expect(manifest).toMatchObject({
      status: 200,
      headers: { 'cache-control': 'no-cache', 'content-type': 'application/manifest+json' },
    });
    expect((await site.get('/assets/index-abc.js')).headers['cache-control']).toContain('immutable');
  });
});
