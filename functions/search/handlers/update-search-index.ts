import {
  communityCreatedV1,
  communityDeletedV1,
  communityUpdatedV1,
  gameCancelledV1,
  gameCreatedV1,
  gameDeletedV1,
  gameStatusChangedV1,
  gameUpdatedV1,
  withEventId,
} from '@shared/events';
import type { SearchKind } from '@functions/search/ports';
import { idempotency } from '@functions/platform/dynamo/table';
import { searchService } from '../search';

// Game and community events → the search index. Each delivery re-reads the stored state, so the
// index ends up matching the table whatever order, and however often, events arrive.
type Target = { kind: SearchKind; id: string; eventId: string };
const game = (e: { gameId: string; eventId: string }): Target => ({ kind: 'game', id: e.gameId, eventId: e.eventId });
const community = (e: { communityId: string; eventId: string }): Target => ({
  kind: 'community',
  id: e.communityId,
  eventId: e.eventId,
});

const targets: Record<string, (detail: unknown) => Target> = {
  'GameCreated.v1': (d) => game(withEventId(gameCreatedV1).parse(d)),
  'GameUpdated.v1': (d) => game(withEventId(gameUpdatedV1).parse(d)),
  'GameDeleted.v1': (d) => game(withEventId(gameDeletedV1).parse(d)),
  'GameCancelled.v1': (d) => game(withEventId(gameCancelledV1).parse(d)),
  // A game that started leaves the index (only upcoming games are searchable).
  'GameStatusChanged.v1': (d) => game(withEventId(gameStatusChangedV1).parse(d)),
  'CommunityCreated.v1': (d) => community(withEventId(communityCreatedV1).parse(d)),
  // A rename re-indexes; a delete (or going private) takes it out: reindex reads what is stored now.
  'CommunityUpdated.v1': (d) => community(withEventId(communityUpdatedV1).parse(d)),
  'CommunityDeleted.v1': (d) => community(withEventId(communityDeletedV1).parse(d)),
};
/** The detail-types the manifest subscribes this consumer to. */
export const SEARCH_INDEX_EVENTS = Object.keys(targets);

export const handler = async (event: { 'detail-type': string; detail: unknown }) => {
  const target = targets[event['detail-type']];
  if (!target) throw new Error(`update-search-index: unexpected event ${event['detail-type']}`);
  const { kind, id, eventId } = target(event.detail);
  await idempotency().once(`update-search-index#${eventId}`, () => searchService().reindex(kind, id));
};
