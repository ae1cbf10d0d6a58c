// How account items are keyed, for other domains' adapters that read them (the host dashboard reads
// its hosts' profiles). Pure key builders, below every repository.
export { accountKeys } from './adapters/keys';
