// Who is going: the avatar item a payment's confirmation writes in its own transaction. A file of
// its own, because the going items read profiles and the other public files are read by accounts.
export { goingOnConfirm } from './adapters/going-items';
