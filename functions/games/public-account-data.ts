// A user's games (hosted) and reports (sent), read for their data export by the accounts domain.
export { gameAccountData } from './account-data';
