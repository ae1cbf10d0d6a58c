// Built community services that other domains' handlers use (a host's communities).
export { communityService } from './communities';
