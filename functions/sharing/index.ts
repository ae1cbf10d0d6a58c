// The sharing domain as other domains see it: the date label of a shared page, in the reader's
// language, which the game plan e-mail reuses. Pure code: no adapter, no built service. Other
// domains import sharing only through this file.
export { indiaDateLabelIn } from './date-label';
