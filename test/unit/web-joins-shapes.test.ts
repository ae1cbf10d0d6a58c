import { describe, expect, it } from 'vitest';
import { GAME_STATUSES } from '@shared/schemas/game';
import {
  arrivalsSchema,
  checkInResultSchema,
  decisionResultSchema,
  hostJoinRequestSchema,
  notificationsSchema,
  nudgeResultSchema,
  playerJoinRequestSchema,
  type HostJoinRequest,
  type PlayerJoinRequest,
} from '@shared/schemas/join';
import { parseNotifications } from '@web/features/notifications/api/notifications';
import { parseArrivals, parseCheckInResult } from '@web/features/requests/api/check-ins';
import { parseDecisionResult, parseHostRequest, parseHostRequestPage } from '@web/lib/requests/host-requests';
import { parseNudgeResult } from '@web/features/requests/api/player-actions';
import { listOf } from '@web/lib/requests/request-shape';
import { parsePlayerRequest, parsePlayerRequests } from '@web/lib/requests/requests';

// The zod-free guards the first-load screens use (decision 014) must accept what the shared zod
// schemas accept and refuse what they refuse.

const hostRequest: HostJoinRequest = {
  id: 'r1',
  game_id: 'g1',
  user_id: 'u1',
  status: 'pending',
  payment_status: 'not_required',
  contact_name: 'Rahul Verma',
  contact_email: 'rahul@example.com',
  contact_phone: '9900112233',
  contact_instagram: null,
  answers: [
    { question_id: 'q1', question_text: 'Position?', answer_text: 'Midfielder', answer_options: ['Midfielder'] },
  ],
  nudge_count: 1,
  last_nudge_at: '2026-11-01T10:00:00.000Z',
  host_message: null,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  decided_at: null,
  checked_in_at: null,
};
const playerRequest: PlayerJoinRequest = {
  ...hostRequest,
  status: 'confirmed',
  game_pass: 'pass-code-22-characters',
  receipt: null,
  payment_due_at: null,
  refund: null,
  game: {
    id: 'g1',
    title: 'Sunday Football',
    location: 'Koramangala',
    game_datetime: '2026-12-05T13:00:00.000Z',
    sport: 'football',
    price: 0,
    cover_image: null,
    status: 'upcoming',
  },
};

describe('request guards mirror the shared schemas', () => {
  it('accept what zod accepts and drop unknown keys, nested ones too', () => {
    expect(playerJoinRequestSchema.safeParse(playerRequest).success).toBe(true);
    expect(
      parsePlayerRequest({
        ...playerRequest,
        extra: 1,
        game: { ...playerRequest.game, secret: 'x' },
        answers: [{ ...playerRequest.answers[0], x: 1 }],
      }),
    ).toEqual(playerRequest);
    expect(parsePlayerRequest({ ...playerRequest, game: null, game_pass: null })).toEqual({
      ...playerRequest,
      game: null,
      game_pass: null,
    });
    const paid = {
      ...playerRequest,
      payment_status: 'paid' as const,
      receipt: { payment_id: 'pay_Q1', amount_paise: 15000, currency: 'INR', paid_at: '2026-11-02T10:00:00.000Z' },
    };
    expect(playerJoinRequestSchema.safeParse(paid).success).toBe(true);
    expect(parsePlayerRequest({ ...paid, receipt: { ...paid.receipt, extra: 1 } })).toEqual(paid);
    expect(parsePlayerRequest({ ...paid, receipt: { payment_id: 'pay_Q1' } })).toBeNull();
    // After a withdrawal: the refund, checked as the schema checks it.
    const refunded = {
      ...paid,
      status: 'withdrawn' as const,
      refund: {
        state: 'on-its-way' as const,
        amount_paise: 15000,
        paid_paise: 15000,
        settled_at: null,
        rule: null,
      },
    };
    expect(playerJoinRequestSchema.safeParse(refunded).success).toBe(true);
    expect(parsePlayerRequest({ ...refunded, refund: { ...refunded.refund, extra: 1 } })).toEqual(refunded);
    expect(parsePlayerRequest({ ...refunded, refund: { ...refunded.refund, state: 'kept' } })).toBeNull();
    // An API from before receipts and refunds: none.
    const { receipt: _r, payment_due_at: _d, refund: _f, ...older } = playerRequest;
    expect(parsePlayerRequest(older)).toEqual(playerRequest);
    expect(hostJoinRequestSchema.safeParse(hostRequest).success).toBe(true);
    expect(parseHostRequest({ ...hostRequest, game_pass: 'never shown' })).toEqual(hostRequest);
    // The player's show-up record beside the request: only its counts; a malformed one refused as zod does.
    const withRecord = { ...hostRequest, show_up: { showed_up: 3, no_shows: 1, late_drops: 1 } };
    expect(hostJoinRequestSchema.safeParse(withRecord).success).toBe(true);
    expect(parseHostRequest({ ...withRecord, show_up: { ...withRecord.show_up, x: 1 } })).toEqual(withRecord);
    const broken = { ...hostRequest, show_up: { showed_up: '3', no_shows: 1, late_drops: 1 } };
    expect(hostJoinRequestSchema.safeParse(broken).success).toBe(false);
    expect(parseHostRequest(broken)).toBeNull();
  });

  it.each([
    ['an unknown status', { ...playerRequest, status: 'maybe' }],
    ['an unknown payment status', { ...playerRequest, payment_status: 'owed' }],
    ['a string nudge count', { ...playerRequest, nudge_count: '1' }],
    ['a missing contact name', { ...playerRequest, contact_name: undefined }],
    [
      'an answer without its question text',
      { ...playerRequest, answers: [{ question_id: 'q1', answer_text: 'x', answer_options: [] }] },
    ],
    ['a game with an unknown sport', { ...playerRequest, game: { ...playerRequest.game, sport: 'chess' } }],
    ['a game with an unknown status', { ...playerRequest, game: { ...playerRequest.game, status: 'paused' } }],
  ])('refuse %s, as zod does', (_name, body) => {
    expect(playerJoinRequestSchema.safeParse(body).success).toBe(false);
    expect(parsePlayerRequest(body)).toBeNull();
  });

  it('read { requests: [...] } and fail the whole list on one bad item', () => {
    expect(parsePlayerRequests({ requests: [playerRequest] })).toEqual([playerRequest]);
    expect(parsePlayerRequests({ requests: [playerRequest, { id: 1 }] })).toBeNull();
    expect(listOf(parseHostRequest)([hostRequest])).toBeNull();
  });

  it("read a page of a game's requests with its cursor (null at the end)", () => {
    expect(parseHostRequestPage({ requests: [hostRequest], cursor: 'next' })).toEqual({
      requests: [hostRequest],
      cursor: 'next',
    });
    expect(parseHostRequestPage({ requests: [], cursor: null })).toEqual({ requests: [], cursor: null });
    expect(parseHostRequestPage({ requests: [], cursor: 7 })).toBeNull();
  });

  it('accept every game status of the shared list', () => {
    for (const status of GAME_STATUSES)
      expect(parsePlayerRequest({ ...playerRequest, game: { ...playerRequest.game, status } })).not.toBeNull();
  });
});

describe('answer guards mirror the shared schemas', () => {
  it.each([
    [
      'decision',
      parseDecisionResult,
      decisionResultSchema,
      { paymentRequired: true, paymentUrl: 'http://x/pay/r1', status: 'accepted' },
      { paymentRequired: 'yes', paymentUrl: null, status: 'accepted' },
    ],
    [
      'nudge',
      parseNudgeResult,
      nudgeResultSchema,
      { success: false, message: 'You can nudge again in 3 hours', nudge_count: 1 },
      { success: true, message: 'x' },
    ],
    [
      'check-in',
      parseCheckInResult,
      checkInResultSchema,
      {
        status: 'already',
        player: { name: 'Rahul' },
        checked_in_at: '2026-12-05T13:05:00.000Z',
        message: 'Already checked in at 18:35',
      },
      { status: 'late', player: { name: 'R' }, checked_in_at: 'x', message: 'x' },
    ],
    [
      'arrivals',
      parseArrivals,
      arrivalsSchema,
      {
        arrived: 1,
        expected: 2,
        players: [
          { request_id: 'r1', name: 'Rahul', checked_in_at: null },
          {
            request_id: 'r2',
            name: 'Asha',
            checked_in_at: null,
            show_up: { showed_up: 4, no_shows: 0, late_drops: 1 },
          },
        ],
        cursor: 'cmFodWw',
      },
      { arrived: 1, expected: 2, players: [{ name: 'Rahul' }], cursor: null },
    ],
    [
      'notifications',
      parseNotifications,
      notificationsSchema,
      {
        notifications: [
          {
            id: 'n1',
            title: 'New join request',
            body: 'Rahul asked to join',
            link: '/game/g1/manage',
            is_read: false,
            created_at: '2026-11-01T09:00:00.000Z',
          },
        ],
        unread: 1,
      },
      { notifications: [{ id: 'n1', title: 'x' }], unread: 1 },
    ],
  ] as const)('%s: same good and bad answers', (_name, parse, schema, good, bad) => {
    expect(schema.safeParse(good).success).toBe(true);
    expect((parse as (body: unknown) => unknown)({ ...good, extra: true })).toEqual(good);
    expect(schema.safeParse(bad).success).toBe(false);
    expect((parse as (body: unknown) => unknown)(bad)).toBeNull();
  });
});
