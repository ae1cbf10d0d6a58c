// The sharing domain as other domains see it: the date label of a shared page, which the game plan
// email reuses. Pure code: no adapter, no built service. Other domains import sharing only through
// this file.
export { indiaDateLabel } from './page-head';
