// The communities domain as other domains see it: its ports and stored shape (types only).
// Importing it runs nothing. Other domains import communities only through this file and the
// public-*.ts files.
export type { CommunityRepository, StoredCommunity } from './ports';
