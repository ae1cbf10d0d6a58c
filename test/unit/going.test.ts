import { afterEach, describe, expect, it } from 'vitest';
import {
  AVATAR_COLOURS,
  avatarColourOf,
  firstNameOf,
  GOING_GAMES_MAX,
  type GoingPlayer,
  goingLine,
  moreGoing,
  showsInGoing,
} from '@shared/rules/going';
import hindi from 'virtual:catalogue/hi';
import { goingSentence } from '@web/lib/games/going-sentence';
import { speak } from '@web/lib/i18n/texts';
import { createGoingService, GOING_MESSAGES, goingIdsOf } from '@functions/joins/going-service';
import type { GoingStore } from '@functions/joins/adapters/going-items';
import type { StoredJoinRequest } from '@functions/joins/ports';
import { ValidationError } from '@functions/platform/errors';
import { fakeClock } from '../support/fakes';
import { speakHindi } from '../support/speak-hindi';

// Who is going: who may appear, the words and colours beside them, the batched read's ids, and the
// re-derivation a profile change or an account deletion runs.
const player = (name: string, id = name.toLowerCase()): GoingPlayer => ({ user_id: id, name, profile_pic: null });

describe('who shows in who is going', () => {
  it('shows a confirmed player who allows it, and nobody else', () => {
    expect(showsInGoing({ show_in_going: true }, 'confirmed')).toBe(true);
    expect(showsInGoing({ show_in_going: false }, 'confirmed')).toBe(false);
    expect(showsInGoing(null, 'confirmed')).toBe(false);
    for (const status of ['pending', 'accepted', 'waitlist', 'rejected', 'withdrawn'])
      expect(showsInGoing({ show_in_going: true }, status)).toBe(false);
  });

  it("counts the players not drawn as '+N', never below zero", () => {
    expect(moreGoing({ players: [player('Asha'), player('Rohan')], total: 8 })).toBe(6);
    expect(moreGoing({ players: [player('Asha')], total: 1 })).toBe(0);
    expect(moreGoing({ players: [player('Asha'), player('Rohan')], total: 1 })).toBe(0);
  });
});

describe("the game page's sentence", () => {
  afterEach(() => speak('en'));

  it.each([
    [[], 0, null],
    [[], 1, '1 player is going'],
    [[], 4, '4 players are going'],
    [['Asha Verma'], 1, 'Asha is going'],
    [['Asha Verma'], 2, 'Asha and 1 other are going'],
    [['Asha'], 5, 'Asha and 4 others are going'],
    [['Asha', 'Rohan Iyer'], 2, 'Asha and Rohan are going'],
    [['Asha', 'Rohan'], 3, 'Asha, Rohan and 1 other are going'],
    [['Asha', 'Rohan', 'Meera', 'Kavya'], 8, 'Asha, Rohan and 6 others are going'],
    // A stale number below what is drawn still reads right.
    [['Asha', 'Rohan'], 1, 'Asha and Rohan are going'],
  ])('%j of %i → %s', (names, total, sentence) => {
    expect(goingSentence({ players: names.map((n) => player(n)), total })).toBe(sentence);
  });

  it('names the first two shown players and counts the rest, for the words to say in any language', () => {
    expect(goingLine({ players: [player('Asha Verma'), player('Rohan'), player('Meera')], total: 8 })).toEqual({
      named: ['Asha', 'Rohan'],
      others: 6,
      total: 8,
    });
    expect(goingLine({ players: [], total: 0 })).toBeNull();
  });

  it.each([
    [[], 1, '1 खिलाड़ी आ रहा है'],
    [[], 4, '4 खिलाड़ी आ रहे हैं'],
    [['Asha Verma'], 1, 'Asha आ रहे हैं'],
    [['Asha'], 5, 'Asha और 4 अन्य आ रहे हैं'],
    [['Asha', 'Rohan'], 2, 'Asha और Rohan आ रहे हैं'],
    [['Asha', 'Rohan'], 8, 'Asha, Rohan और 6 अन्य आ रहे हैं'],
  ])('in Hindi: %j of %i → %s', (names, total, sentence) => {
    speakHindi(hindi);
    expect(goingSentence({ players: names.map((n) => player(n)), total })).toBe(sentence);
  });

  it('takes the first word of a name, and a one-word or emoji name whole', () => {
    expect(firstNameOf('  Asha   Verma ')).toBe('Asha');
    expect(firstNameOf('🏏')).toBe('🏏');
    expect(firstNameOf('أحمد علي')).toBe('أحمد');
  });
});

describe('the colour of an initials avatar', () => {
  it('is the same for the same user id and one of the palette', () => {
    expect(avatarColourOf('user-1')).toBe(avatarColourOf('user-1'));
    expect(AVATAR_COLOURS).toContain(avatarColourOf('0d5c1a8e-1c55-4f0e-9d8f-3c6f0c3a1b2e'));
  });

  it('spreads many users over the palette', () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => avatarColourOf(`user-${i}`)));
    expect(used.size).toBe(AVATAR_COLOURS.length);
  });
});

describe('the batched read’s ids', () => {
  const refused = (raw: string | undefined) => {
    try {
      goingIdsOf(raw);
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      return (error as Error).message;
    }
    return 'accepted';
  };

  it('takes distinct, trimmed ids', () => {
    expect(goingIdsOf(' a-1 ,b-2,a-1,,')).toEqual(['a-1', 'b-2']);
  });

  it('refuses none, too many, and ids that name no game', () => {
    expect(refused(undefined)).toBe(GOING_MESSAGES.idsMissing);
    expect(refused(' , ')).toBe(GOING_MESSAGES.idsMissing);
    const many = Array.from({ length: GOING_GAMES_MAX + 1 }, (_, i) => `g${i}`).join(',');
    expect(refused(many)).toBe(GOING_MESSAGES.tooManyIds);
    expect(refused(many.split(',').slice(1).join(','))).toBe('accepted');
    expect(refused('ok,a/b')).toBe(GOING_MESSAGES.badId);
    expect(refused(`ok,${'x'.repeat(65)}`)).toBe(GOING_MESSAGES.badId);
  });
});

describe('re-deriving a player’s avatars', () => {
  const request = (game_id: string, status: StoredJoinRequest['status']) =>
    ({ id: `r-${game_id}`, game_id, user_id: 'u1', status }) as StoredJoinRequest;
  const requests = [request('g1', 'confirmed'), request('g2', 'withdrawn'), request('g3', 'confirmed')];

  function world(profile: { name: string; profile_pic: string | null; show_in_going: boolean } | null) {
    const items = new Map<string, string>([['g2', 'stale']]);
    const store = {
      first: async () => [],
      put: async (r: { game_id: string }, p: { name: string }) => void items.set(r.game_id, p.name),
      remove: async (r: { game_id: string }) => void items.delete(r.game_id),
    } as unknown as GoingStore;
    const service = createGoingService({
      store,
      requests: { byPlayer: async () => requests },
      profiles: { get: async () => profile as never },
      clock: fakeClock(),
      mostRequests: 10,
    });
    return { service, items };
  }

  it('writes the current name on every confirmed request while the switch is on', async () => {
    const { service, items } = world({ name: 'Asha K', profile_pic: null, show_in_going: true });
    expect(await service.resync('u1')).toEqual({ shown: 2, hidden: 0 });
    expect(Object.fromEntries(items)).toEqual({ g1: 'Asha K', g2: 'stale', g3: 'Asha K' });
  });

  it('removes them all when the switch is off or the account is gone', async () => {
    for (const profile of [{ name: 'Asha', profile_pic: null, show_in_going: false }, null]) {
      const { service, items } = world(profile);
      items.set('g1', 'Asha');
      expect(await service.resync('u1')).toEqual({ shown: 0, hidden: 2 });
      expect(items.has('g1')).toBe(false);
    }
  });
});
