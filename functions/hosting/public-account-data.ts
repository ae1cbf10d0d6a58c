// A user's host applications, read for their data export by the accounts domain.
export { hostingAccountData } from './account-data';
