import type { GameRepository } from '@functions/games';

// What discover needs from the outside world: the upcoming games in start order (all of them, or
// those in the cells that cover a circle) and their hosts' cards. The game repository offers these
// reads; their DynamoDB side is discover/adapters/game-listing-repository.ts.
export type GameListing = Pick<GameRepository, 'upcoming' | 'near' | 'hosts'>;

export type { GameListQuery, GamePage, GamePosition, GameWindow } from '@functions/games';
