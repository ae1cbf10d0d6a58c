// The accounts domain as other domains see it: the ports they are handed (types only). Importing it
// runs nothing. Other domains import accounts only through this file and the public-*.ts files.
export type { ProfileRepository, RoleDirectory, VerifiedEmails } from './ports';
