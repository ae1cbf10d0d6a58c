import {
  communityCreatedV1,
  communityDeletedV1,
  communityUpdatedV1,
  gameCancelledV1,
  gameCreatedV1,
  gameDeletedV1,
  gameStatusChangedV1,
  gameUpdatedV1,
} from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { idempotency } from '@functions/platform/dynamo/once-guard';
import { searchService } from '../search';

// Game and community events → the search index. Each delivery re-reads the stored state, so the
// index ends up matching the table whatever order, and however often, events arrive; the record
// per event spares a redelivery the re-indexing.
const game = (e: { gameId: string }) => searchService().reindex('game', e.gameId);
const community = (e: { communityId: string }) => searchService().reindex('community', e.communityId);

export const handler = eventHandler({
  name: 'update-search-index',
  once: 'per-event',
  guard: idempotency,
  routes: {
    'GameCreated.v1': on(gameCreatedV1, game),
    'GameUpdated.v1': on(gameUpdatedV1, game),
    'GameDeleted.v1': on(gameDeletedV1, game),
    'GameCancelled.v1': on(gameCancelledV1, game),
    // A game that started leaves the index (only upcoming games are searchable).
    'GameStatusChanged.v1': on(gameStatusChangedV1, game),
    'CommunityCreated.v1': on(communityCreatedV1, community),
    // A rename re-indexes; a delete (or going private) takes it out: reindex reads what is stored now.
    'CommunityUpdated.v1': on(communityUpdatedV1, community),
    'CommunityDeleted.v1': on(communityDeletedV1, community),
  },
});
/** The detail-types the manifest subscribes this consumer to. */
export const SEARCH_INDEX_EVENTS = handler.detailTypes;
