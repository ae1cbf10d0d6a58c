// What other domains' transactions write for hosting beside their own items: the update of a
// host's totals (games hosted, attendance), for games and join decisions.
export { ATTENDANCE_COUNTED, hostTotalsAdd } from './adapters/host-totals';
