import { describe, expect, it } from 'vitest';
import { pendingFirst } from '@web/features/requests/pending-first';

describe('the manage page order', () => {
  it('puts pending requests first and keeps the order they came in on both sides', () => {
    const requests = [
      { id: 'a', status: 'rejected' },
      { id: 'b', status: 'pending' },
      { id: 'c', status: 'confirmed' },
      { id: 'd', status: 'pending' },
      { id: 'e', status: 'waitlist' },
    ] as const;
    expect(pendingFirst(requests).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(pendingFirst([])).toEqual([]);
  });
});
