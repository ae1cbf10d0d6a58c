// How game items are read and counted, for other domains' adapters (discover's listing, the host
// dashboard, join requests that count themselves on the game item). Below the game repository:
// the listing the repository is built with reads games through this.
export {
  gamesBehind,
  hostGamesPage,
  JOIN_REQUESTS_ATTRIBUTE,
  pendingCountMove,
  pendingCountOf,
  toGame,
} from './adapters/game-item';
export { UPCOMING_CHOICE_FIELDS } from './adapters/upcoming-choice';
