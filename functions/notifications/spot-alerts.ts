import { dynamoGameRepository } from '@functions/games/public-storage';
import { dynamoJoinRequestRepository } from '@functions/joins/public-storage';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';
import { dynamoSpotAlertStore } from './adapters/spot-alert-store';
import { createNoticeDelivery } from './notice-delivery';
import { noticePorts } from './public-notice-ports';
import { createSpotAlertService } from './spot-alert-service';

/** The spot-alert service, wired once per cold start. */
export const spotAlertService = /* @__PURE__ */ once(() => {
  const { db, name } = table();
  const ports = noticePorts();
  return createSpotAlertService({
    profiles: ports.profiles,
    store: dynamoSpotAlertStore(db, name),
    games: dynamoGameRepository(db, name),
    requests: dynamoJoinRequestRepository(db, name),
    deliver: createNoticeDelivery(ports, {
      guardPrefix: 'spot-alert',
      footerKey: 'emails.footer.spotAlerts',
    }),
    clock: systemClock,
  });
});
