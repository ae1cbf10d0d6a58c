import { dynamoShowUpStore } from './adapters/show-up-store';
import { createShowUpService } from './show-up-service';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

/** Show-up records: the table only (the consumer, the host's reads, the join check and the profile share it). */
export const showUpService = /* @__PURE__ */ once(() =>
  createShowUpService(dynamoShowUpStore(table().db, table().name)),
);
