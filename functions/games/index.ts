// The games domain as other domains see it: its ports and stored shapes, and the host cards of a
// list of games. Types and pure code: importing it runs nothing. Other domains import games only
// through this file and the public-*.ts files.
export type {
  GameHost,
  GameListQuery,
  GamePage,
  GamePosition,
  GameRepository,
  GameWindow,
  StoredGame,
} from './ports';
export { hostCardsOf } from './game-hosts';
export type { SeriesRepository, StoredSeries } from './series/ports';
