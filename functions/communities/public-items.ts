// How community items are keyed, and the attributes a game item carries while linked to a
// community: pure key material for other domains' adapters, below every repository (the game items
// are built with it, so it must not reach back into a repository).
export { COMMUNITY_GAME_ATTRIBUTES, communityGameAttributes, communityKeys } from './adapters/keys';
