// A user's in-app notifications, read for their data export by the accounts domain.
export { notificationAccountData } from './account-data';
