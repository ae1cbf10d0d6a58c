// The teams domain as other domains see it: nothing here. Teams and ratings read other domains
// (games, join requests, profiles); the accounts domain reads a player's ratings for their data
// export through public-account-data.ts.
export {};
