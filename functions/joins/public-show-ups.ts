// Show-up records as other domains read them (the profile's tiles): the built service.
export { showUpService } from './show-ups';
