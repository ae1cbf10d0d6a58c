// How join request items are keyed and read, for other domains' adapters (payments, hosting,
// accounts, games) that read or write them in their own transactions.
export { joinKeys } from './adapters/keys';
export { toJoinRequest } from './adapters/join-request-items';
export { STATUS_INDEX_ATTRIBUTES, statusIndexSets } from './adapters/status-index';
