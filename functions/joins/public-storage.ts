// The join request repository, for other domains' wiring (payments, hosting, notifications,
// profile stats).
export { dynamoJoinRequestRepository } from './adapters/join-request-repository';
