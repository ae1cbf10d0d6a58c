import { describe, expect, it } from 'vitest';
import { newRequestId, requestKeyOfId } from '@functions/joins/request-ids';
import { playerReminderName } from '@functions/notifications/reminder-service';
import { SCHEDULE_NAME } from '@functions/platform/scheduler-port';
import { orderReceipt } from '@shared/rules/payment-rules';

// A request id carries its game and player when both are UUIDs, so the id finds the request with no
// pointer item; any other id is a plain UUID (it keeps its pointer).

const GAME = '0b3f6c1e-9a52-4d7e-8f21-5c6d7e8f9a0b';
const PLAYER = '7d4e2a10-3b5c-4f6d-9e8a-1b2c3d4e5f60';

describe('join request ids', () => {
  it('pack the game and the player, and read them back', () => {
    const id = newRequestId(GAME, PLAYER);
    expect(requestKeyOfId(id)).toEqual({ gameId: GAME, userId: PLAYER });
  });

  it('differ for the same player and game (a request made again after a withdrawal is another)', () => {
    expect(newRequestId(GAME, PLAYER)).not.toBe(newRequestId(GAME, PLAYER));
  });

  it('fit where ids go: the API’s 64 characters, a reminder’s schedule name, a receipt that tells requests apart', () => {
    const id = newRequestId(GAME, PLAYER);
    // 12 characters more than a UUID: each request stores its id up to three times, and one near 1 KB
    // is billed double past it.
    expect(id.length).toBe(48);
    for (const window of ['24h', '2h'] as const) expect(playerReminderName(id, window)).toMatch(SCHEDULE_NAME);
    const others = Array.from({ length: 20 }, () => newRequestId(GAME, PLAYER));
    expect(new Set([id, ...others].map((each) => orderReceipt(each, 1))).size).toBeGreaterThan(15);
    expect(orderReceipt(id, 1).length).toBeLessThanOrEqual(40);
  });

  it('ids that are not UUIDs get a plain UUID, which names no key', () => {
    const id = newRequestId('g1', PLAYER);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestKeyOfId(id)).toBeNull();
  });

  it('names no key for anything else: old UUID ids, other text, a packed id altered', () => {
    expect(requestKeyOfId('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f')).toBeNull();
    expect(requestKeyOfId('r1')).toBeNull();
    expect(requestKeyOfId('x'.repeat(48))).toBeNull();
    expect(requestKeyOfId('')).toBeNull();
    const id = newRequestId(GAME, PLAYER);
    // The last character of a packed UUID holds spare bits: one set there is not an id made here.
    expect(requestKeyOfId(`${id.slice(0, -1)}B`)).toBeNull();
    expect(requestKeyOfId(`${id}x`)).toBeNull();
  });
});
