import { mkdtempSync, rmSync, statSync, chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localState } from '@infra/local/local-environment';
import { Outbox } from '@infra/local/aws/outbox';

// The local stack's data folder holds the token signing key, payment secrets and every e-mail with
// its sign-in links: other accounts on the machine must not be able to read it.
const parent = mkdtempSync(join(tmpdir(), 'yaktiv-state-test-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the local data folder', () => {
  it('is created for its owner only', () => {
    const state = localState(join(parent, 'fresh'));
    expect(modeOf(state.dataDir)).toBe(0o700);
  });

  it('is closed to others even when an older run left it open', () => {
    const old = join(parent, 'old');
    mkdirSync(old);
    chmodSync(old, 0o755);
    expect(modeOf(localState(old).dataDir)).toBe(0o700);
  });

  it('keeps its files owner-only (0600): those an older run left open, and those written from now on', () => {
    const old = join(parent, 'files');
    mkdirSync(join(old, 'cognito'), { recursive: true });
    writeFileSync(join(old, 'cognito', 'users.json'), '{}', { mode: 0o644 });
    chmodSync(join(old, 'cognito', 'users.json'), 0o644);
    const state = localState(old);
    expect(modeOf(join(old, 'cognito', 'users.json'))).toBe(0o600);
    expect(modeOf(join(old, 'cognito'))).toBe(0o700);
    new Outbox(join(state.dataDir, 'outbox')).add({ channel: 'sms', to: ['+919800000001'], text: 'code' });
    expect(modeOf(join(state.dataDir, 'outbox', 'messages.jsonl'))).toBe(0o600);
    expect(modeOf(join(state.dataDir, 'outbox'))).toBe(0o700);
  });

  it('is the owner-only temporary folder when nothing persists', () => {
    const state = localState(null);
    expect(modeOf(state.dataDir)).toBe(0o700);
    rmSync(state.dataDir, { recursive: true, force: true });
  });
});
