import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '@infra/local/dynamo-local';
import { ensureTable } from '@infra/local/ensure-table';
import { LOCAL } from '@infra/local/names';
import { OPEN_PAYMENT_PARTS, PAYMENT_ITEM_TYPES, paymentKeys } from '@functions/payments/adapters/keys';
import { dynamoPaymentStore } from '@functions/payments/adapters/payment-repository';
import { partOf } from '@functions/platform/dynamo/partition-parts';
import { uniqueTag } from '../support/games-client';

// The reconciler's due lists read across their parts (decision 053), against DynamoDB Local: open
// orders and offers whose ids fall in different parts are found together, earliest first, up to the
// run's limit, and nothing not yet due. In a table of this file's own, built from the same
// definition: the app's reconciler (run by other files) must not meet these made-up orders.
const client = new DynamoDBClient({
  endpoint: inject('dynamoEndpoint'),
  region: LOCAL.region,
  credentials: localCredentials,
});
const db = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
const RUN = uniqueTag();
const TABLE_NAME = `payment-due-lists-${RUN}`;
const store = dynamoPaymentStore(db, TABLE_NAME);
const at = (minute: number) => `2001-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;

/** `count` ids of this run, each in a part none of the others is in. */
function idsInDistinctParts(prefix: string, count: number): string[] {
  const ids: string[] = [];
  const parts = new Set<number>();
  for (let i = 0; ids.length < count; i++) {
    const id = `${prefix}-${RUN}-${i}`;
    if (parts.has(partOf(id, OPEN_PAYMENT_PARTS))) continue;
    parts.add(partOf(id, OPEN_PAYMENT_PARTS));
    ids.push(id);
  }
  return ids;
}

async function put(items: Record<string, unknown>[]) {
  await db.send(
    new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: items.map((Item) => ({ PutRequest: { Item } })) } }),
  );
}
beforeAll(async () => {
  await ensureTable(client, TABLE_NAME);
});
afterAll(async () => {
  await client.send(new DeleteTableCommand({ TableName: TABLE_NAME }));
});

describe('due lists in parts', () => {
  it('open orders in five parts: the earliest due across all of them, up to the limit, none not yet due', async () => {
    const orders = idsInDistinctParts('order', 5);
    // Check times out of part order: minute 5, 1, 4, 2, 9.
    const minutes = [5, 1, 4, 2, 9];
    await put(
      orders.map((orderId, i) => ({
        ...paymentKeys.paymentOrder(orderId),
        ...paymentKeys.openOrder(at(minutes[i]!), orderId),
        type: PAYMENT_ITEM_TYPES.paymentOrder,
        order_id: orderId,
        request_id: `request-${orderId}`,
        game_id: `game-${RUN}`,
        user_id: `user-${RUN}`,
        amount: 10_000,
        currency: 'INR',
        status: 'created',
        created_at: at(0),
        check_at: at(minutes[i]!),
      })),
    );
    expect(new Set(orders.map((id) => paymentKeys.openOrder(at(0), id).gsi5pk)).size).toBe(5);

    const firstThree = await store.dueOrders(at(6), 3);
    expect(firstThree.map((o) => o.check_at)).toEqual([at(1), at(2), at(4)]);
    expect(firstThree[0]).toMatchObject({ order_id: orders[1], amount: 10_000, status: 'created' });
    // Minute 9 is not due at minute 6.
    const due = await store.dueOrders(at(6), 50);
    expect(due.map((o) => o.order_id)).toEqual([orders[1], orders[3], orders[2], orders[0]]);
  });

  it('open offers in four parts: the lapsed ones across all of them, earliest first', async () => {
    const requests = idsInDistinctParts('request', 4);
    const minutes = [30, 10, 40, 20];
    await put(
      requests.map((requestId, i) => ({
        ...paymentKeys.requestPayment(`game-${RUN}`, requestId),
        ...paymentKeys.openOffer(at(minutes[i]!), requestId),
        type: PAYMENT_ITEM_TYPES.requestPayment,
        request_id: requestId,
        game_id: `game-${RUN}`,
        user_id: `user-${RUN}-${i}`,
        order_seq: 0,
        offer_due_at: at(minutes[i]!),
      })),
    );
    const lapsed = await store.offersDue(at(35), 50);
    expect(lapsed.map((p) => p.request_id)).toEqual([requests[1], requests[3], requests[0]]);
    expect(lapsed[0]).toMatchObject({ offer_due_at: at(10), game_id: `game-${RUN}`, order_seq: 0 });
    expect((await store.offersDue(at(35), 1)).map((p) => p.request_id)).toEqual([requests[1]]);
  });
});
