import { groupCodeOf, groupLeaderOf } from '@shared/rules/playing-together';
import { PLAYING_TOGETHER_MESSAGES } from '@shared/texts/playing-together';
import { ValidationError } from '../platform/errors';
import type { StoredJoinRequest } from './ports';

// A join through a friend's group link: the code must name a request of this very game whose player
// still holds a pass (confirmed or waitlisted), and carry that pass's fingerprint, which only that
// player could have handed out. One read of the named request; nothing is written but the code on
// the joining player's own request.
export async function checkedGroupCode(
  code: string,
  join: { gameId: string; userId: string },
  requests: { getById(requestId: string): Promise<StoredJoinRequest | null> },
): Promise<string> {
  const leaderId = groupLeaderOf(code);
  const leader = leaderId ? await requests.getById(leaderId) : null;
  if (!leader?.game_pass || leader.game_id !== join.gameId)
    throw new ValidationError(PLAYING_TOGETHER_MESSAGES.invalid, 'group_code');
  if (leader.user_id === join.userId) throw new ValidationError(PLAYING_TOGETHER_MESSAGES.ownLink, 'group_code');
  if ((await groupCodeOf(leader.id, leader.game_pass)) !== code)
    throw new ValidationError(PLAYING_TOGETHER_MESSAGES.invalid, 'group_code');
  // A friend who joined through the link passes the same group on: the group is the first player's.
  return leader.group_code ?? code;
}
