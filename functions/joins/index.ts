// The joins domain as other domains see it: its ports and stored shapes, and the fields every
// join event and pass code is made of. Types and pure code: no adapter, no built service. Other
// domains import joins only through this file and the public-*.ts files.
export type { JoinRequestRepository, PaymentReceipt, RequestDecision, StoredJoinRequest } from './ports';
export { eventFields, newPassCode } from './request-fields';
export { LIVE_REQUEST_STATUSES } from './requests-by-status';
