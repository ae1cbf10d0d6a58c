// Built account services that other domains' wiring uses (host applications make a profile a host).
export { profileService } from './profile';
