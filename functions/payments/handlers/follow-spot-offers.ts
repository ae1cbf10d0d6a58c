import { gameUpdatedV1, paymentOfferedV1, spotLeftOpenV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { offerService } from '../payments';
import { offerScheduling, openSpotScheduling } from '../offer-scheduling';

// The waitlist's offers as events (decision 060): each offer's end gets its one-time schedule, and a
// game whose capacity went up offers its new spots. A spot left open far from the start gets a check
// as the game's last six hours begin, which a moved start moves (decision 066). All are replay-safe:
// a schedule is upserted by name, and a game's room is read again, so a repeated delivery offers
// nothing more.
export const handler = eventHandler({
  name: 'follow-spot-offers',
  once: 'replay-safe',
  routes: {
    'PaymentOffered.v1': on(paymentOfferedV1, (e) =>
      offerScheduling().scheduleExpiry({ gameId: e.gameId, requestId: e.requestId, dueAt: e.dueAt }),
    ),
    'GameUpdated.v1': on(gameUpdatedV1, async (e) => {
      const offered = e.changed.includes('max_players') ? (await offerService().fillOpenSpots(e.gameId)).length : null;
      const moved = e.changed.includes('game_datetime') ? await openSpotScheduling().gameMoved(e.gameId) : null;
      return offered === null && moved === null ? 'ignored' : { offered, moved };
    }),
    'SpotLeftOpen.v1': on(spotLeftOpenV1, (e) => openSpotScheduling().spotLeftOpen(e.gameId, e.startsAt)),
  },
});
