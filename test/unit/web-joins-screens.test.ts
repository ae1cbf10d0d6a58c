import jsQR from 'jsqr';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { bellLabel, safeLink, timeAgo, unreadBadge } from '@web/features/notifications/format';
import { checkInFailure, checkInOutcome } from '@web/features/requests/check-in-result';
import { cameraProblem, createScanGate, decodeSize, typeInstead } from '@web/features/requests/scan-codes';
import { ApiRequestError } from '@web/lib/api-request-error';
import { awaitsPayment, payPath } from '@web/lib/requests/request-labels';
import { shortDate, statusLabel } from '@web/lib/requests/request-texts';

describe('My Game Requests words', () => {
  it('capitalises the status', () => {
    expect(
      ['pending', 'accepted', 'confirmed', 'waitlist', 'rejected', 'withdrawn'].map((s) => statusLabel(s as never)),
    ).toEqual(['Pending', 'Accepted', 'Confirmed', 'Waitlist', 'Rejected', 'Withdrawn']);
  });
  it("dates 'Submitted' in India time", () => {
    expect(shortDate('2026-12-04T20:00:00.000Z')).toBe('5 Dec 2026');
    expect(shortDate('not a date')).toBe('');
  });
  it('offers Pay now only for an accepted request awaiting payment, at /pay/{id}', () => {
    expect(awaitsPayment({ status: 'accepted', payment_status: 'pending' })).toBe(true);
    expect(awaitsPayment({ status: 'confirmed', payment_status: 'paid' })).toBe(false);
    expect(awaitsPayment({ status: 'pending', payment_status: 'pending' })).toBe(false);
    expect(payPath('r/1')).toBe('/pay/r%2F1');
  });
});

describe('check-in', () => {
  it("reads 'Checked in: <name>' or the server's 'Already checked in at HH:MM', and refusals as sent", () => {
    expect(
      checkInOutcome({ status: 'checked_in', player: { name: 'Rahul' }, checked_in_at: 'x', message: 'Checked in' }),
    ).toEqual({ tone: 'success', text: 'Checked in: Rahul' });
    expect(
      checkInOutcome({
        status: 'already',
        player: { name: 'Rahul' },
        checked_in_at: 'x',
        message: 'Already checked in at 18:35',
      }),
    ).toEqual({ tone: 'info', text: 'Already checked in at 18:35 (Rahul)' });
    for (const message of ['Unknown pass code', 'This pass is not confirmed']) {
      expect(checkInFailure(new ApiRequestError(409, { message }))).toEqual({ tone: 'error', text: message });
    }
  });
  it('sends a code held in front of the camera once per window, a new code at once', () => {
    const gate = createScanGate(3000);
    expect(gate(' abc ', 0)).toBe('abc');
    expect(gate('abc', 1000)).toBeNull();
    expect(gate('def', 1200)).toBe('def');
    expect(gate('abc', 1300)).toBe('abc');
    expect(gate('abc', 4400)).toBe('abc');
    expect(gate('   ', 9000)).toBeNull();
  });
  it('explains camera failures and always points to the typed code', () => {
    const denied = cameraProblem(new DOMException('denied', 'NotAllowedError'));
    expect(denied).toContain('Camera access was denied');
    for (const name of ['NotAllowedError', 'NotFoundError', 'NotReadableError', 'Unsupported', 'Weird']) {
      expect(cameraProblem(Object.assign(new Error('x'), { name }))).toContain(typeInstead());
    }
  });
  it('scales frames for the JS decoder to at most 640 px', () => {
    expect(decodeSize(1920, 1080)).toEqual({ width: 640, height: 360 });
    expect(decodeSize(320, 240)).toEqual({ width: 320, height: 240 });
  });
});

describe('the bell', () => {
  it('badges the unread count, 99 and more as 99+', () => {
    expect([0, 1, 12, 99, 150].map(unreadBadge)).toEqual(['', '1', '12', '99+', '99+']);
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });
  it('says how long ago', () => {
    const now = new Date('2026-12-05T12:00:00.000Z');
    expect(timeAgo('2026-12-05T11:59:40.000Z', now)).toBe('Just now');
    expect(timeAgo('2026-12-05T11:55:00.000Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-12-05T09:00:00.000Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-12-04T09:00:00.000Z', now)).toBe('Yesterday');
    expect(timeAgo('2026-11-20T09:00:00.000Z', now)).toBe('Fri 20 Nov');
  });
  it('follows only links inside the app', () => {
    expect(safeLink('/game/g1/manage')).toBe('/game/g1/manage');
    expect(safeLink('//evil.example')).toBeNull();
    expect(safeLink('https://evil.example')).toBeNull();
  });
});

describe('the pass QR and the scanner agree', () => {
  it('a pass code drawn as a QR (as the pass dialog does) decodes back with the JS scanner', () => {
    const code = 'Q7JFhE8XRBnKdcDpMCfnXA';
    const { modules } = create(code, { errorCorrectionLevel: 'M' });
    const scale = 6;
    const margin = 4;
    const side = (modules.size + margin * 2) * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const row = Math.floor(y / scale) - margin;
        const col = Math.floor(x / scale) - margin;
        const dark = row >= 0 && col >= 0 && row < modules.size && col < modules.size && modules.get(row, col);
        if (dark) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
      }
    }
    expect(jsQR(pixels, side, side)?.data).toBe(code);
  });
});
