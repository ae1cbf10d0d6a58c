import { describe, expect, it } from 'vitest';
import { checkedGroupCode } from '@functions/joins/playing-together';
import type { StoredJoinRequest } from '@functions/joins/ports';
import {
  GROUP_CODE_PATTERN,
  groupCodeOf,
  groupLeaderOf,
  groupLink,
  playingGroupOf,
  playingTogetherNames,
} from '@shared/rules/playing-together';
import { splitTeams } from '@shared/rules/team-split';
import { PLAYING_TOGETHER_MESSAGES } from '@shared/texts/playing-together';

// Friends joining together: the code names the first player's request and proves they handed it
// out (their pass's fingerprint); the server takes only such a code of the same game; hosts see
// who plays together and the split keeps them on one side when asked.
const leader = {
  id: 'req-leader',
  game_id: 'g1',
  user_id: 'u-leader',
  game_pass: 'pass-of-the-leader-0123456789abcdef',
  group_code: null,
} as unknown as StoredJoinRequest;
const lookup = (...stored: StoredJoinRequest[]) => ({
  getById: async (id: string) => stored.find((request) => request.id === id) ?? null,
});

describe('a group code', () => {
  it('names the first request and a fingerprint of its pass, the same every time', async () => {
    const code = await groupCodeOf(leader.id, leader.game_pass!);
    expect(code).toMatch(GROUP_CODE_PATTERN);
    expect(code).toBe(await groupCodeOf(leader.id, leader.game_pass!));
    expect(code).not.toContain(leader.game_pass!.slice(0, 8));
    expect(await groupCodeOf(leader.id, 'another-pass')).not.toBe(code);
    expect(groupLeaderOf(code)).toBe(leader.id);
    expect(groupLeaderOf('not a code')).toBeNull();
    expect(groupLink('https://yaktiv.in', 'g1', code)).toBe(
      `https://yaktiv.in/game/g1?with=${encodeURIComponent(code)}`,
    );
  });
});

describe('a join through a group link', () => {
  it("is taken for the same game from someone else, and stores the group's first code", async () => {
    const code = await groupCodeOf(leader.id, leader.game_pass!);
    expect(await checkedGroupCode(code, { gameId: 'g1', userId: 'u-friend' }, lookup(leader))).toBe(code);
    // A friend of a friend joins the first player's group.
    const friend = { ...leader, id: 'req-friend', user_id: 'u-friend', game_pass: 'friend-pass', group_code: code };
    const friendCode = await groupCodeOf(friend.id, friend.game_pass);
    expect(await checkedGroupCode(friendCode, { gameId: 'g1', userId: 'u-third' }, lookup(friend))).toBe(code);
  });

  it('is refused for another game, a made-up fingerprint, a player without a pass, or their own link', async () => {
    const code = await groupCodeOf(leader.id, leader.game_pass!);
    const refused = (promise: Promise<unknown>, message: string) => expect(promise).rejects.toThrow(message);
    await refused(
      checkedGroupCode(code, { gameId: 'g2', userId: 'u-friend' }, lookup(leader)),
      PLAYING_TOGETHER_MESSAGES.invalid,
    );
    await refused(
      checkedGroupCode(`${leader.id}.AAAAAAAAAAA`, { gameId: 'g1', userId: 'u-friend' }, lookup(leader)),
      PLAYING_TOGETHER_MESSAGES.invalid,
    );
    await refused(
      checkedGroupCode(code, { gameId: 'g1', userId: 'u-friend' }, lookup({ ...leader, game_pass: null })),
      PLAYING_TOGETHER_MESSAGES.invalid,
    );
    await refused(
      checkedGroupCode(code, { gameId: 'g1', userId: 'u-friend' }, lookup()),
      PLAYING_TOGETHER_MESSAGES.invalid,
    );
    await refused(
      checkedGroupCode(code, { gameId: 'g1', userId: 'u-leader' }, lookup(leader)),
      PLAYING_TOGETHER_MESSAGES.ownLink,
    );
  });
});

describe('who plays together, as hosts see it', () => {
  it("names each player's group mates in the list, the first player's included", () => {
    const names = playingTogetherNames([
      { id: 'a', contact_name: 'Ravi' },
      { id: 'b', contact_name: 'Sunil', group: 'a' },
      { id: 'c', contact_name: 'Meena', group: 'a' },
      { id: 'd', contact_name: 'Alone' },
      { id: 'e', contact_name: 'Mate elsewhere', group: 'z' },
    ]);
    expect(names.get('a')).toEqual(['Sunil', 'Meena']);
    expect(names.get('b')).toEqual(['Ravi', 'Meena']);
    expect(names.get('d')).toEqual([]);
    expect(names.get('e')).toEqual([]);
    expect(playingGroupOf({ id: 'b', group_code: 'a.AAAAAAAAAAA' })).toBe('a');
    expect(playingGroupOf({ id: 'd' })).toBe('d');
  });
});

describe('the split with players who joined together', () => {
  const players = [
    { id: 'ravi', points: 25, group: 'ravi' },
    { id: 'sunil', points: 24, group: 'ravi' },
    { id: 'meena', points: 5, group: 'meena' },
    { id: 'asha', points: 6, group: 'meena' },
    { id: 'kiran', points: 15, group: 'kiran' },
    { id: 'dev', points: 16, group: 'dev' },
  ];
  const teamOf = (teams: { id: string }[][], id: string) => teams.findIndex((team) => team.some((p) => p.id === id));

  it('keeps each group on one side when the host ticks it, and balances the rest around them', () => {
    for (const seed of [1, 2, 3]) {
      const teams = splitTeams(players, { teams: 2, keepGroups: true, seed });
      expect(teamOf(teams, 'ravi')).toBe(teamOf(teams, 'sunil'));
      expect(teamOf(teams, 'meena')).toBe(teamOf(teams, 'asha'));
      expect(teams.map((team) => team.length)).toEqual([3, 3]);
    }
  });

  it('splits strong friends apart when the host does not ask to keep them', () => {
    const teams = splitTeams(players, { teams: 2, keepGroups: false, seed: 1 });
    expect(teamOf(teams, 'ravi')).not.toBe(teamOf(teams, 'sunil'));
  });
});
