// Built game services that other domains' handlers and wiring use: the game service, and its type
// for a use case handed one of its operations.
export type { GameService } from './game-service';
export { gameService } from './games';
