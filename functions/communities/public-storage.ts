// The community repository, for other domains' wiring (games, search, sharing, profile stats).
export { dynamoCommunityRepository } from './adapters/community-repository';
