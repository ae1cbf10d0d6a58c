import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { siteStack } from './site-fixture';
import { precompressDir } from '../../web/build/precompress';

// Decision 022: the build's .br/.gz copies serve the local stack only; in AWS CloudFront
// compresses and the bucket holds plain files, so nothing is ever encoded twice.
let dist: string;
let app: App;
let template: Template;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'yaktiv-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'prerendered'));
  const page = `<!doctype html>${'<p>Yaktiv</p>'.repeat(200)}`;
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'prerendered', 'home.html'), page);
  writeFileSync(join(dist, 'assets', 'index-abc.js'), `export const a = '${'x'.repeat(4000)}';`);
  precompressDir(dist);
  expect(existsSync(join(dist, 'assets', 'index-abc.js.br'))).toBe(true);

  ({ app, template } = siteStack('WebCompression', dist));
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const uploadedFiles = (): string[] => {
  const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment')) as {
    Properties: { SourceObjectKeys: string[] };
  }[];
  const files: string[] = [];
  for (const key of deployments.flatMap((d) => d.Properties.SourceObjectKeys)) {
    const dir = join(app.outdir, `asset.${key.replace(/\.zip$/, '')}`);
    if (existsSync(dir)) files.push(...(readdirSync(dir, { recursive: true }) as string[]));
  }
  return files;
};

describe('web compression in AWS', () => {
  it('lets CloudFront compress the SPA', () => {
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as any;
    expect(distribution.Properties.DistributionConfig.DefaultCacheBehavior.Compress).toBe(true);
  });

  it('uploads the plain files and the prerendered pages but none of the compressed copies', () => {
    const files = uploadedFiles();
    expect(files).toEqual(expect.arrayContaining(['index.html', 'index-abc.js', join('prerendered', 'home.html')]));
    expect(files.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });

  it('keeps the compressed copies out of the bucket sync (and its pruning) too', () => {
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment')) as {
      Properties: { Exclude?: string[] };
    }[];
    for (const deployment of deployments)
      expect(deployment.Properties.Exclude).toEqual(expect.arrayContaining(['*.br', '*.gz']));
  });
});
