// The hosting domain as other domains see it: the host's decisions on join requests, as use cases
// the joins wiring builds. Pure code: no adapter, no built service. Other domains import hosting
// only through this file and the public-*.ts files.
export { createHostRequestService } from './host-request-service';
