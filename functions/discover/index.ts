// The discover domain as other domains see it: the discover use cases (the game service answers
// discovery through them), the time cursor of paged lists and the merge of sorted pages. Pure
// code, with no adapter and no built service. Other domains import discover only through this
// file and the public-*.ts files.
export { createDiscoverService } from './discover-service';
export { decodeTimeCursor, encodeTimeCursor } from './game-cursor';
export { mergeSortedPages, type SortedSource } from './merge-sorted-pages';
