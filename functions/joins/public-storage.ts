// The join request repository, for other domains' wiring (payments, hosting, notifications,
// profile stats).
export { dynamoJoinRequestRepository } from './adapters/join-request-repository';
// Who is going: the avatar item a payment's confirmation writes in its own transaction.
export { goingOnConfirm } from './adapters/going-items';
