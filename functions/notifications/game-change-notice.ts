import type { Speaker } from './texts';

// A host's edit of when or where a game is reaches its players (a series' 'This and following'
// moves a whole run of dates at once): a bell and an e-mail in the reader's language, saying the
// game as it is now. Other edits (the description, the price of places not yet asked) stay quiet.

/** The game's fields whose change its players are told of. */
const TOLD_CHANGES: readonly string[] = ['game_datetime', 'location', 'maps_link'];

/** Whether an edit's changed fields are news for the game's players. */
export const playersToldOf = (changed: readonly string[]) => changed.some((field) => TOLD_CHANGES.includes(field));

/** The notice: the game's title, its start and place now. */
export function gameChangedWords(
  { say, when }: Speaker,
  game: { title: string; game_datetime: string; location: string },
) {
  const body = say('changes.body', { title: game.title, when: when(game.game_datetime), location: game.location });
  return {
    title: say('changes.title'),
    body,
    subject: say('changes.subject', { title: game.title }),
    lines: [body, say('changes.next')],
    action: { label: say('changes.action') },
  };
}
