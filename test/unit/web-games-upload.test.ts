import { describe, expect, it } from 'vitest';
import { coverFileProblem } from '@web/features/games/api/cover-rules';
import { uploadForm, waitUntilReady } from '@web/features/games/api/upload-cover';

describe('cover image upload', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    expect(coverFileProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(coverFileProblem({ type: 'image/webp', size: 10 * 1024 * 1024 })).toBeNull();
    expect(coverFileProblem({ type: 'image/gif', size: 100 })).toBe('wrongType');
    expect(coverFileProblem({ type: 'application/pdf', size: 100 })).toBe('wrongType');
    expect(coverFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('tooBig');
    expect(coverFileProblem({ type: 'image/png', size: 0 })).toBe('tooBig');
  });
  it('puts the presigned fields first and the file last, named file (S3 ignores fields after it)', () => {
    const form = uploadForm(
      { key: 'raw/u/1', 'Content-Type': 'image/png', Policy: 'p', 'X-Amz-Signature': 's' },
      new Blob(['x'], { type: 'image/png' }),
    );
    expect([...form.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file']);
  });
  it('polls the processed image until it answers 200', async () => {
    const answers = [404, 404, 200];
    const calls: string[] = [];
    const fetcher = (async (path: string) => {
      calls.push(path);
      return new Response(null, { status: answers.shift() ?? 500 });
    }) as unknown as typeof fetch;
    const ticks: number[] = [];
    await waitUntilReady('/media/covers/a.webp', {
      fetcher,
      intervalMs: 5,
      timeoutMs: 1000,
      onTick: (s) => ticks.push(s),
    });
    expect(calls).toEqual(['/media/covers/a.webp', '/media/covers/a.webp', '/media/covers/a.webp']);
    expect(ticks).toHaveLength(2);
  });
  it('gives up after the time limit with a message the host can act on', async () => {
    const fetcher = (async () => new Response(null, { status: 404 })) as unknown as typeof fetch;
    await expect(waitUntilReady('/media/covers/a.webp', { fetcher, intervalMs: 5, timeoutMs: 30 })).rejects.toThrow(
      /taking too long|not an image/,
    );
  });
  it('treats a network failure as not ready yet', async () => {
    let n = 0;
    const fetcher = (async () => {
      if (n++ === 0) throw new TypeError('offline');
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    await expect(waitUntilReady('/m', { fetcher, intervalMs: 5, timeoutMs: 1000 })).resolves.toBeUndefined();
  });
});
