import { communityDeletedV1, communityGamesChangedV1, withEventId } from '@shared/events';
import { communityEvents } from '../community-events';

// Community consequences (issue 11), each re-derived from stored state, so repeats are harmless.
const routes: Record<string, (detail: unknown) => Promise<void>> = {
  'CommunityDeleted.v1': (d) => communityEvents().deleted(withEventId(communityDeletedV1).parse(d).communityId),
  'CommunityGamesChanged.v1': (d) =>
    communityEvents().gamesChanged(withEventId(communityGamesChangedV1).parse(d).communityIds),
};
/** The detail-types the manifest subscribes this consumer to. */
export const COMMUNITY_EVENTS = Object.keys(routes);

export const handler = async (event: { 'detail-type': string; detail: unknown }) => {
  const route = routes[event['detail-type']];
  if (!route) throw new Error(`process-community-events: unexpected event ${event['detail-type']}`);
  await route(event.detail);
};
