import { describe, expect, it, vi } from 'vitest';
import { deleteAccountInputSchema } from '@shared/schemas/account-data';
import { createAccountExportService } from '@functions/accounts/account-export-service';
import { createAccountDeletionService } from '@functions/accounts/account-deletion-service';
import { createGameAccountErasure } from '@functions/games/account-erasure';
import { createJoinAccountErasure } from '@functions/joins/account-erasure';
import { ConflictError } from '@functions/platform/errors';
import { exportFileName } from '@web/features/settings/api/account-data';
import { fakeClock } from '../support/fakes';

// The account-data rules that need no table: the typed word, the file's name, which parts the export
// looks up, and the erasures' choices (which games are cancelled, which requests withdrawn, what a
// refusal in between does). test/integration/account-deletion.test.ts runs them for real.
const clock = fakeClock('2026-11-26T10:00:00.000Z');

describe('the typed confirmation', () => {
  it('takes only the exact word, and nothing else in the body', () => {
    expect(deleteAccountInputSchema.safeParse({ confirmation: 'DELETE' }).success).toBe(true);
    for (const body of [
      {},
      { confirmation: 'delete' },
      { confirmation: 'DELETE ' },
      { confirmation: 'DELETE', id: 'x' },
    ])
      expect(deleteAccountInputSchema.safeParse(body).success).toBe(false);
  });
});

describe('the export', () => {
  it('is named by its day', () => {
    expect(exportFileName(new Date('2026-11-26T23:00:00Z'))).toBe('yaktiv-data-2026-11-26.json');
  });

  it('looks up the payment of paid requests only, and the refund of a captured payment', async () => {
    const payment = vi.fn(async (_gameId: string, requestId: string) =>
      requestId === 'r-paid' ? { payment_id: 'pay_1' } : { payment_id: null },
    );
    const refund = vi.fn(async () => ({ payment_id: 'pay_1', amount: 15000 }));
    const service = createAccountExportService({
      profile: async (id) => ({ id }) as never,
      joinRequests: async () => [
        { id: 'r-free', game_id: 'g1', payment_status: 'not_required' },
        { id: 'r-paid', game_id: 'g2', payment_status: 'paid' },
        { id: 'r-due', game_id: 'g3', payment_status: 'pending' },
      ],
      payment,
      refund,
      communities: async () => ({ communities_owned: [], community_memberships: [], community_reviews: [] }),
      notifications: async () => [],
      hostApplications: async () => [],
      gameReports: async () => [],
      gamesHosted: async () => [],
      ratings: async () => [{ sport: 'football', points: 16.2, history: [{ game_id: 'g2', move: 'up' }] }],
      showUp: async () => ({
        showed_up: 1,
        no_shows: 0,
        late_drops: 0,
        games: [{ game_id: 'g2', outcome: 'showed_up' }],
      }),
      clock,
    });
    const data = await service.exportOf('u1');
    expect(data.ratings).toEqual([expect.objectContaining({ sport: 'football', points: 16.2 })]);
    expect(data.show_up).toMatchObject({ showed_up: 1, games: [{ game_id: 'g2', outcome: 'showed_up' }] });
    expect(payment.mock.calls.map(([, id]) => id)).toEqual(['r-paid', 'r-due']);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(data).toMatchObject({ user_id: 'u1', exported_at: clock.now().toISOString(), refunds: [{ amount: 15000 }] });
    expect(data.payments).toHaveLength(2);
  });
});

describe('the deletion', () => {
  it('records the deletion before it removes the sign-in, so the erasures follow whatever happens next', async () => {
    const steps: string[] = [];
    const service = createAccountDeletionService({
      store: {
        deleteProfile: async (id, events) => void steps.push(`profile ${id} with ${events.map((e) => e.name).join()}`),
      },
      signIns: { deleteUser: async (name) => void steps.push(`pool ${name}`) },
      clock,
    });
    expect(await service.deleteAccount({ userId: 'sub-1', username: 'user-1' })).toEqual({ deleted: true });
    expect(steps).toEqual(['profile sub-1 with AccountDeleted.v1', 'pool user-1']);
  });
});

describe("a deleted account's games", () => {
  const game = (id: string, status: string, upi: string | null = null) => ({ id, status, host_upi_id: upi }) as never;

  it('deletes their series, cancels the games still to come, keeps played ones without the payee, and a game that started meanwhile is kept', async () => {
    const forgetHostPayee = vi.fn(async () => true);
    const removeSeries = vi.fn(async () => {});
    const remove = vi.fn(async (_host: string, id: string) => {
      if (id === 'started') throw new ConflictError('This game is ongoing');
      return { outcome: 'cancelled' as const };
    });
    const erasure = createGameAccountErasure({
      data: {
        hostedBy: async () => [
          game('next', 'upcoming'),
          game('started', 'upcoming'),
          game('played', 'completed', 'me@upi'),
        ],
        forgetHostPayee,
      },
      games: { remove },
      series: { hostedBy: async () => ['series-1', 'series-2'], remove: removeSeries },
    });
    expect(await erasure.erase('host-1')).toEqual({ cancelled: 1, kept: 1 });
    expect(forgetHostPayee).toHaveBeenCalledWith('played');
    // A series goes first: its template holds the host's game details, and its job makes no more games.
    expect(removeSeries.mock.calls).toEqual([['series-1'], ['series-2']]);
    expect(removeSeries.mock.invocationCallOrder.at(-1)).toBeLessThan(remove.mock.invocationCallOrder[0]!);
  });
});

describe("a deleted account's requests", () => {
  it('withdraws requests to upcoming games, keeps played ones, and anonymises every one even when a withdrawal is refused', async () => {
    const request = (id: string, game_id: string, status: string) => ({ id, game_id, status }) as never;
    const withdraw = vi.fn(async (_user: string, id: string) => {
      if (id === 'r-decided') throw new ConflictError('This request can no longer be withdrawn');
    });
    const anonymise = vi.fn(async () => true);
    const erasure = createJoinAccountErasure({
      requests: {
        byPlayer: async () => [
          request('r-pending', 'upcoming', 'pending'),
          request('r-decided', 'upcoming', 'confirmed'),
          request('r-played', 'played', 'confirmed'),
          request('r-rejected', 'upcoming', 'rejected'),
        ],
      },
      games: { get: async (id) => ({ id, status: id === 'played' ? 'completed' : 'upcoming' }) as never },
      withdraw,
      store: { anonymise },
      clock,
    });
    expect(await erasure.erase('p1')).toEqual({ withdrawn: 1, anonymised: 4 });
    expect(withdraw.mock.calls.map(([, id]) => id)).toEqual(['r-pending', 'r-decided']);
    expect(anonymise).toHaveBeenCalledTimes(4);
  });
});
