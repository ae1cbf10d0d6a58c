import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS } from '@infra/manifest';

// The operator's path: a fresh checkout of HEAD, dependencies installed, nothing built,
// then the CDK CLI as they type it. No `npm run bundle`, no web build first: the app must do both.
// Offline: synth needs no AWS account (account and region stay unresolved).

const ROOT = resolve(import.meta.dirname, '..', '..');
let work: string;
let checkout: string;
let out: string;
let run: ReturnType<typeof spawnSync>;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'yaktiv-cli-synth-'));
  checkout = join(work, 'repo');
  out = join(work, 'cdk.out');
  mkdirSync(checkout);
  // What `git clone` of HEAD would hold, without a clone's .git or the worktree's build outputs.
  const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD'], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', checkout], { input: archive });
  symlinkSync(join(ROOT, 'node_modules'), join(checkout, 'node_modules'), 'dir');
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('YAKTIV_') && !name.startsWith('CDK_')),
  );
  run = spawnSync('npx', ['cdk', 'synth', '--quiet', '--output', out], {
    cwd: checkout,
    env: { ...env, CI: 'true' },
    encoding: 'utf8',
    timeout: 170_000,
  });
}, 180_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const template = () =>
  JSON.parse(readFileSync(join(out, 'yaktiv-dev.template.json'), 'utf8')) as {
    Resources: Record<string, { Type: string; Properties: Record<string, unknown>; Metadata?: Record<string, string> }>;
  };

describe('npx cdk synth on a fresh checkout', () => {
  it('succeeds', () => {
    expect(run.status, `${run.stderr}`).toBe(0);
    expect(existsSync(join(out, 'manifest.json'))).toBe(true);
  });

  it('yields the app stack for Mumbai and the edge stack (the web ACL) for us-east-1', () => {
    const { artifacts } = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as {
      artifacts: Record<string, { type: string; environment?: string }>;
    };
    expect(artifacts['yaktiv-dev']?.environment).toBe('aws://unknown-account/ap-south-1');
    expect(artifacts['yaktiv-dev-edge']?.environment).toBe('aws://unknown-account/us-east-1');
    const edge = JSON.parse(readFileSync(join(out, 'yaktiv-dev-edge.template.json'), 'utf8')) as {
      Resources: Record<string, { Type: string }>;
    };
    expect(Object.values(edge.Resources).map((r) => r.Type)).toContain('AWS::WAFv2::WebACL');
    expect(Object.values(template().Resources).map((r) => r.Type)).not.toContain('AWS::WAFv2::WebACL');
  });

  it('bundled every manifest function into the cloud assembly', () => {
    // The app stack and its nested stacks (routes, event consumers), each a template of its own.
    const nested = readdirSync(out).filter((file) => file.endsWith('.nested.template.json'));
    const resources = [
      ...Object.values(template().Resources),
      ...nested.flatMap((file) => Object.values(JSON.parse(readFileSync(join(out, file), 'utf8')).Resources)),
    ] as ReturnType<typeof template>['Resources'][string][];
    const lambdas = resources.filter((r) => r.Type === 'AWS::Lambda::Function');
    for (const fn of FUNCTIONS) {
      const resource = lambdas.find((r) => r.Properties.Description === fn.description);
      expect(resource, fn.name).toBeDefined();
      // The asset CDK staged for it is the bundle: one index.mjs next to the template.
      const assetPath = resource!.Metadata?.['aws:asset:path'];
      expect(assetPath, fn.name).toBeDefined();
      expect(existsSync(join(out, assetPath!, 'index.mjs')), fn.name).toBe(true);
    }
  });

  it('built the SPA it deploys', () => {
    expect(existsSync(join(checkout, 'web', 'dist', 'index.html'))).toBe(true);
    expect(run.stderr).not.toContain('yaktiv:web-dist-missing');
  });
});
