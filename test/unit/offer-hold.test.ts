import { describe, expect, it } from 'vitest';
import { offerHoldEndsAt, offerHoldMs } from '@shared/rules/offer-hold';

// Times written in IST (+05:30) so the night pause reads as the player lives it.
const ist = (local: string) => new Date(`${local}+05:30`);
const istIso = (local: string) => ist(local).toISOString();
const HOUR = 60 * 60 * 1000;

describe('offer hold', () => {
  it('holds 2 hours more than a day ahead, 30 minutes within a day, 10 minutes within 3 hours', () => {
    expect(offerHoldMs(24 * HOUR + 1)).toBe(2 * HOUR);
    expect(offerHoldMs(24 * HOUR)).toBe(30 * 60 * 1000);
    expect(offerHoldMs(3 * HOUR + 1)).toBe(30 * 60 * 1000);
    expect(offerHoldMs(3 * HOUR)).toBe(10 * 60 * 1000);
  });

  it('ends the hold by daytime clock on either side of the 24 h and 3 h lines', () => {
    const now = ist('2026-12-01T10:00:00');
    expect(offerHoldEndsAt(now, istIso('2026-12-02T10:00:01'))).toBe(istIso('2026-12-01T12:00:00'));
    expect(offerHoldEndsAt(now, istIso('2026-12-02T10:00:00'))).toBe(istIso('2026-12-01T10:30:00'));
    expect(offerHoldEndsAt(now, istIso('2026-12-01T13:00:01'))).toBe(istIso('2026-12-01T10:30:00'));
    expect(offerHoldEndsAt(now, istIso('2026-12-01T13:00:00'))).toBe(istIso('2026-12-01T10:10:00'));
  });

  it('does not count 22:00 to 07:00 IST: 21:50 with 30 minutes ends at 07:20 the next morning', () => {
    expect(offerHoldEndsAt(ist('2026-12-01T21:50:00'), istIso('2026-12-02T18:00:00'))).toBe(
      istIso('2026-12-02T07:20:00'),
    );
  });

  it('an offer made in the night starts counting at 07:00, before or after midnight', () => {
    const start = istIso('2026-12-02T20:00:00');
    expect(offerHoldEndsAt(ist('2026-12-01T23:30:00'), start)).toBe(istIso('2026-12-02T07:30:00'));
    expect(offerHoldEndsAt(ist('2026-12-02T03:00:00'), start)).toBe(istIso('2026-12-02T07:30:00'));
    expect(offerHoldEndsAt(ist('2026-12-01T22:00:00'), start)).toBe(istIso('2026-12-02T07:30:00'));
    expect(offerHoldEndsAt(ist('2026-12-02T07:00:00'), start)).toBe(istIso('2026-12-02T07:30:00'));
  });

  it('a hold crossing two nights skips both', () => {
    // A 2-hour hold can't outlast a 15-hour day, so a longer one shows the pause applied twice:
    // 1 h before the first night, 15 h the next day, 1 h after the second night.
    expect(offerHoldEndsAt(ist('2026-12-01T21:00:00'), istIso('2026-12-09T10:00:00'), 17 * HOUR)).toBe(
      istIso('2026-12-03T08:00:00'),
    );
    // The 2-hour hold from 21:59: one minute tonight, 119 minutes tomorrow morning.
    expect(offerHoldEndsAt(ist('2026-12-01T21:59:00'), istIso('2026-12-05T10:00:00'))).toBe(
      istIso('2026-12-02T08:59:00'),
    );
  });

  it('never ends past the start, and nothing is held once the game started', () => {
    const start = istIso('2026-12-01T10:05:00');
    expect(offerHoldEndsAt(ist('2026-12-01T10:00:00'), start)).toBe(start);
    // Offered in the night before a 06:00 game: held until the start.
    expect(offerHoldEndsAt(ist('2026-12-01T23:00:00'), istIso('2026-12-02T06:00:00'))).toBe(
      istIso('2026-12-02T06:00:00'),
    );
    expect(offerHoldEndsAt(ist('2026-12-01T10:05:00'), start)).toBeNull();
  });
});
