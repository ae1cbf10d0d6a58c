// The notifications domain as other domains see it: the delivery of a notice (in-app and email)
// that admin and community notifiers are built on. Pure code: no adapter, no built service. Other
// domains import notifications only through this file and the public-*.ts files.
export { createNoticeDelivery, type Notice, type NoticeDeps, type NoticeDelivery } from './notice-delivery';
