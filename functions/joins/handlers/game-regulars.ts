import { regularAskSchema, regularDecisionSchema } from '@shared/schemas/regulars';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';
import { regularsService } from '../regulars/regulars-wiring';

// Regulars of a repeating series (decision 071): a player asks, reads, skips a date or leaves; the
// host lists, approves or declines, and removes.
const noContent = () => ({ statusCode: 204, headers: { 'cache-control': 'no-store' }, body: '' });

export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const id = () => pathParameter(event, 'id');
  const service = regularsService();
  switch (event.routeKey) {
    case 'POST /api/game-series/{id}/regulars': {
      const { answers } = parseBody(event, regularAskSchema);
      return json(201, await service.ask(userId, id(), answers));
    }
    case 'GET /api/game-series/{id}/regulars/me':
      return json(200, await service.mine(userId, id()));
    case 'DELETE /api/game-series/{id}/regulars/me':
      await service.leave(userId, id());
      return noContent();
    case 'GET /api/game-series/{id}/regulars':
      return json(200, await service.list(userId, id()));
    case 'POST /api/game-series/{id}/regulars/{userId}/decision': {
      const { action } = parseBody(event, regularDecisionSchema);
      return json(200, await service.decide(userId, id(), pathParameter(event, 'userId'), action));
    }
    case 'DELETE /api/game-series/{id}/regulars/{userId}':
      await service.removeRegular(userId, id(), pathParameter(event, 'userId'));
      return noContent();
    case 'POST /api/games/{id}/skip':
      return json(200, await service.skip(userId, id()));
    case 'DELETE /api/games/{id}/skip':
      return json(200, await service.unskip(userId, id()));
    default:
      return json(404, { message: 'Not Found' });
  }
});
