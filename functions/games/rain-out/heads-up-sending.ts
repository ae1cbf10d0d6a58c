import { createNoticeDelivery } from '@functions/notifications';
import { noticePorts } from '@functions/notifications/public-notice-ports';
import { dynamoGameRepository } from '../adapters/game-repository';
import { systemClock } from '../../platform/clock';
import { once } from '../../platform/once';
import { table } from '../../platform/dynamo/table';
import { forecastService } from './forecasts';
import { createRainHeadsUpSending } from './rain-heads-up-service';

/** The heads-up schedules' target: the forecast, then the host's notice (in-app and e-mail, once). */
export const rainHeadsUpSending = /* @__PURE__ */ once(() =>
  createRainHeadsUpSending({
    games: dynamoGameRepository(table().db, table().name),
    forecastOf: (game) => forecastService().forGame(game),
    deliver: createNoticeDelivery(noticePorts(), { guardPrefix: 'rain-heads-up', footer: '' }),
    clock: systemClock,
  }),
);
