// A game's counters item and the copy of the game's rules it carries, for the adapters of other
// domains whose writes move a game's players (decisions, withdrawals, payments) or check its rules
// (joins) on the counters rather than on the game item.
export {
  checkedOnCounters,
  countersPlayersMove,
  countersUpdate,
  RULES_MIRRORED,
  type CountersCondition,
} from './adapters/game-counters';
