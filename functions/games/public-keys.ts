// How game items are keyed: the lowest layer of games' storage, for the many adapters of other
// domains that address a game, its reports or its index entries in their own reads and
// transactions. Key builders only, so a bundle that needs a key gets no item code with it.
export { gameKeys } from './adapters/keys';
// A series' item, beside which its regulars are kept (the joins domain's regulars, decision 071).
export { seriesKeys } from './series/adapters/series-keys';
