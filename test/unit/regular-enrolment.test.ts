import { describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@shared/rules/join-rules';
import { ConflictError } from '@functions/platform/errors';
import type { StoredGame } from '@functions/games';
import type { StoredJoinRequest } from '@functions/joins/ports';
import { createRegularEnrolment } from '@functions/joins/regulars/regular-enrolment';
import type { StoredRegular } from '@functions/joins/regulars/ports';

// A regular's request for one date (decision 071): written as a regular's pending request, accepted
// by the host's decision, waitlisted when the date is full, and never written twice.
const NOW = new Date('2026-12-01T10:00:00.000Z');
const game = {
  id: 'g1',
  host_id: 'h1',
  status: 'upcoming',
  game_datetime: '2026-12-06T12:30:00.000Z',
  price: 0,
} as StoredGame;
const regular = {
  series_id: 's1',
  user_id: 'p1',
  name: 'Asha',
  email: 'asha@example.test',
  phone: null,
  instagram: null,
  answers: [],
} as unknown as StoredRegular;

function world(options: { existing?: Partial<StoredJoinRequest>; full?: boolean; refuse?: boolean } = {}) {
  const created: { request: StoredJoinRequest; needsRoom: boolean | undefined; events: unknown[] }[] = [];
  const decisions: string[] = [];
  const enrolment = createRegularEnrolment({
    requests: {
      get: async () => (options.existing ? ({ id: 'old', ...options.existing } as StoredJoinRequest) : null),
      create: async (request, _now, _replacing, events, _host, needsRoom) => {
        created.push({ request, needsRoom, events });
        return options.refuse ? 'game-refused' : 'created';
      },
    },
    decide: async (_host, _id, action) => {
      decisions.push(action);
      if (action === 'accept' && options.full) throw new ConflictError(REQUEST_MESSAGES.gameFull);
      return {};
    },
    clock: { now: () => NOW },
  });
  return { enrolment, created, decisions };
}

describe('a regular enrolled on a date', () => {
  it('is written as a regular pending request whatever the room, then accepted by the host decision', async () => {
    const w = world();
    expect(await w.enrolment.enrol(game, regular)).toBe('accepted');
    expect(w.created[0]!.request).toMatchObject({
      status: 'pending',
      regular: true,
      user_id: 'p1',
      contact_name: 'Asha',
    });
    expect(w.created[0]!.needsRoom).toBe(false);
    expect(w.created[0]!.events).toEqual([expect.objectContaining({ name: 'JoinRequested.v1' })]);
    expect((w.created[0]!.events[0] as { detail: { regular: boolean } }).detail.regular).toBe(true);
    expect(w.decisions).toEqual(['accept']);
  });

  it('goes on the waitlist of a full date', async () => {
    const w = world({ full: true });
    expect(await w.enrolment.enrol(game, regular)).toBe('waitlist');
    expect(w.decisions).toEqual(['accept', 'waitlist']);
  });

  it('leaves a date alone once there is a request, even a skipped one; decides one left pending', async () => {
    const withdrawn = world({ existing: { status: 'withdrawn' } });
    expect(await withdrawn.enrolment.enrol(game, regular)).toBe('exists');
    expect(withdrawn.created).toEqual([]);
    const pending = world({ existing: { status: 'pending' } });
    expect(await pending.enrolment.enrol(game, regular)).toBe('accepted');
    expect(pending.created).toEqual([]);
  });

  it('writes nothing for a started or called-off date, and an undone skip needs a free place', async () => {
    const w = world();
    expect(await w.enrolment.enrol({ ...game, status: 'cancelled' }, regular)).toBe('closed');
    expect(await w.enrolment.enrol({ ...game, game_datetime: '2026-12-01T09:00:00.000Z' }, regular)).toBe('closed');
    expect(w.created).toEqual([]);
    const full = world({ existing: { status: 'withdrawn' }, refuse: true });
    const skipped = { id: 'old', status: 'withdrawn' } as StoredJoinRequest;
    await expect(full.enrolment.enrol(game, regular, skipped)).rejects.toThrow(ConflictError);
    expect(full.created[0]!.needsRoom).toBe(true);
  });
});
