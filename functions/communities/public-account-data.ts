// A user's communities (owned, joined, reviewed), read for their data export by the accounts domain.
export { communityAccountData } from './account-data';
