// Built hosting services that other domains' handlers use (admins decide host applications).
export { hostApplicationService } from './host-applications';
