// Discover's storage that the game repository is made of: the listing reads of games, and the
// version moves a game's transaction writes so the kept cell pages go stale with it.
export { cellPageMoves, moveCellPagesAfterCreate } from './adapters/cell-pages';
export { dynamoGameListing } from './adapters/game-listing-repository';
