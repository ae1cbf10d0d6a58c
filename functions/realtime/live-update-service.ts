import { gameChannel } from '@shared/realtime/channels';
import type { GameMessage } from '@shared/realtime/messages';
import { liveMessagesFor, type LiveEventFields, type LiveEventType } from './live-messages';
import type { GameNumbersReader, LivePublisher } from './ports';

// One domain event → its live messages, published channel by channel. Publishing again after a
// retry is harmless (a screen refreshes twice), so the consumer keeps no record of what it sent.

export function createLiveUpdateService(deps: { publisher: LivePublisher; games: GameNumbersReader }) {
  async function eventHappened(cause: LiveEventType, event: LiveEventFields): Promise<string> {
    const { messages, publicGame } = liveMessagesFor(cause, event);
    const game = publicGame ? await deps.games.get(event.gameId) : null;
    const sends = messages.map(({ channel, message }) => deps.publisher.publish(channel, [message]));
    if (game) {
      const numbers: GameMessage = {
        kind: 'game',
        gameId: event.gameId,
        status: game.status,
        currentPlayers: game.current_players,
        maxPlayers: game.max_players,
      };
      sends.push(deps.publisher.publish(gameChannel(event.gameId), [numbers]));
    }
    await Promise.all(sends);
    return `published ${sends.length}`;
  }
  return { eventHappened };
}

export type LiveUpdateService = ReturnType<typeof createLiveUpdateService>;
