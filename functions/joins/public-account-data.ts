// A player's join requests, read for their data export by the accounts domain.
export { joinAccountData } from './account-data';
