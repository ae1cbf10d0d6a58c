import { gameCreatedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { regularsService } from '../regulars/regulars-wiring';

// A new date of a series (GameCreated.v1 of a game with a series): each approved regular gets their
// request for it (decision 071). Once per (game, player): a date they already have a request for is
// left alone, so a repeated delivery writes nothing twice.
export const handler = eventHandler({
  name: 'enrol-regulars',
  once: 'replay-safe',
  routes: {
    'GameCreated.v1': on(gameCreatedV1, (e) => regularsService().enrolGame(e.gameId)),
  },
});
