// The geo cells a game is filed under: key material the game items are built with, so it sits below
// every repository and imports no game adapter.
export { cellsOf } from './adapters/keys';
