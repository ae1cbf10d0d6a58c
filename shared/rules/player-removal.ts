// The host removing a player they accepted (decision 066): who may be removed, and the words the host
// sees (the removed player's are the notifier's, in their language). Pure: the server's rules and the manage page share it.

export const REMOVAL_MESSAGES = {
  notRemovable: 'Only a player you accepted can be removed from the game',
  checkedIn: "This player has checked in, so they can't be removed",
  started: 'This game has already started, so players can no longer be removed',
  cancelled: 'This game has been cancelled',
  changed: 'This request changed meanwhile. Please refresh and try again.',
  removed: 'Player removed',
  spotOffered: 'Their spot is offered to the first player on the waitlist.',
  spotOpen: 'Their spot is open again.',
} as const;

/** The request's side a removal looks at. */
interface RemovableRequest {
  status: string;
  checked_in_at: string | null;
}

/** Why a request can't be removed now (the message to show), or null when it can. */
export function removalRefusal(request: RemovableRequest, game: { game_datetime: string; status: string }, now: Date) {
  if (request.status !== 'accepted' && request.status !== 'confirmed') return REMOVAL_MESSAGES.notRemovable;
  if (request.checked_in_at) return REMOVAL_MESSAGES.checkedIn;
  if (game.status === 'cancelled') return REMOVAL_MESSAGES.cancelled;
  if (Date.parse(game.game_datetime) <= now.getTime()) return REMOVAL_MESSAGES.started;
  return null;
}

/** Whether the manage page offers 'Remove from game' on a request (the server decides again). */
export const mayRemove = (request: RemovableRequest, game: { game_datetime: string; status: string }, now: Date) =>
  removalRefusal(request, game, now) === null;

/** The confirm dialog's words: what happens to the player, and to their money when they paid. */
export const removalConfirmText = (name: string, paid: boolean) => ({
  title: `Remove ${name} from this game?`,
  body: `${name} loses their spot and is told in the app and by e-mail.${
    paid ? ' What they paid is refunded in full.' : ''
  } Their spot goes to the waitlist.`,
  messageLabel: `Message to ${name} (optional)`,
  confirm: 'Remove from game',
  busy: 'Removing...',
});
