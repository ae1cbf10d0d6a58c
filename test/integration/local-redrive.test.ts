import { describe, expect, inject, it } from 'vitest';
import { redriveLocal } from '@infra/redrive/local';

// `npm run redrive -- --local` against the running local stack: its dead letters are sent again
// (the delivery and its persistence are covered in test/unit/local-event-bus.test.ts).
const base = inject('localStackUrl');

describe('redriving the local stack', () => {
  it('answers how many dead letters went out again, for all or one function', async () => {
    const { deadLetters } = (await (await fetch(`${base}/dev/dead-letters`)).json()) as { deadLetters: unknown[] };
    expect(await redriveLocal(base, 'no-such-function')).toBe(0);
    expect(await redriveLocal(base)).toBeLessThanOrEqual(deadLetters.length);
  });

  it('refuses a redrive asked by another site', async () => {
    const answer = await fetch(`${base}/dev/dead-letters/redrive`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
  });
});
