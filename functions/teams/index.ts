// The teams domain as other domains see it: nothing yet. Teams and ratings read other domains
// (games, join requests, profiles); no domain reads them.
export {};
