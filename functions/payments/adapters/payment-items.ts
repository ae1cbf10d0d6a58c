import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StoredJoinRequest } from '@functions/joins';
import type { StoredOrder, StoredRefund, StoredRequestPayment } from '../payment-ports';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { joinKeys, statusIndexSets } from '@functions/joins/public-items';
import { PAYMENT_ITEM_TYPES, paymentKeys } from './keys';
import { queryItems } from '@functions/platform/dynamo/query';

// The payment items as the stores read them (orders, a request's payment side, refunds) and the
// table operations every payment store shares.

const ORDER_FIELDS = [
  'order_id',
  'request_id',
  'game_id',
  'user_id',
  'amount',
  'currency',
  'receipt',
  'status',
  'payment_id',
  'flag_reason',
  'last_error',
  'created_at',
  'updated_at',
  'check_at',
] as const satisfies readonly (keyof StoredOrder)[];
const PAYMENT_FIELDS = [
  'request_id',
  'game_id',
  'user_id',
  'order_id',
  'order_seq',
  'payment_id',
  'paid_amount',
  'paid_at',
  'offer_due_at',
  'offer_lapsed_at',
] as const satisfies readonly (keyof StoredRequestPayment)[];
const REFUND_FIELDS = [
  'payment_id',
  'key',
  'order_id',
  'request_id',
  'game_id',
  'user_id',
  'amount',
  'reason',
  'status',
  'razorpay_refund_id',
  'error',
  'created_at',
  'updated_at',
  'processed_at',
] as const satisfies readonly (keyof StoredRefund)[];

const pick = <T>(fields: readonly string[], item: Record<string, unknown>) =>
  Object.fromEntries(fields.map((f) => [f, item[f] ?? null])) as T;
export const toOrder = (item: Record<string, unknown>): StoredOrder => ({
  ...pick<StoredOrder>(ORDER_FIELDS, item),
  amount: Number(item.amount),
});
export const toPayment = (item: Record<string, unknown>): StoredRequestPayment => ({
  ...pick<StoredRequestPayment>(PAYMENT_FIELDS, item),
  order_seq: Number(item.order_seq ?? 0),
});
export const toRefund = (item: Record<string, unknown>): StoredRefund => ({
  ...pick<StoredRefund>(REFUND_FIELDS, item),
  amount: Number(item.amount),
});
export const withoutNulls = (record: object) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null));

/** An order is open (the reconciler watches it) while created or attempted. */
export const OPEN = { ':created': 'created', ':attempted': 'attempted' };
export const ORDER_OPEN = '#status IN (:created, :attempted)';
export const MAX_PAGES = 20;

/** A request still waiting on its payment: accepted, payment pending, and still the same request. */
export const AWAITING_PAYMENT = '#status = :accepted AND payment_status = :pending AND id = :id';
export const awaitingPayment = (request: { id: string }, values: Record<string, unknown> = {}) => ({
  ConditionExpression: AWAITING_PAYMENT,
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':accepted': 'accepted', ':pending': 'pending', ':id': request.id, ...values },
});

/** What every payment store does with the table, bound to it. */
export function paymentTable(db: DynamoDBDocumentClient, tableName: string) {
  const requestKey = (request: StoredJoinRequest) => joinKeys.joinRequest(request.game_id, request.user_id);
  const paymentKey = (request: { game_id: string; id?: string; request_id?: string }) =>
    paymentKeys.requestPayment(request.game_id, (request.request_id ?? request.id)!);

  async function getItem(key: Record<string, string>) {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    return Item ?? null;
  }

  /**
   * The earliest `limit` items of a due list whose sort key is before `before`, across its parts:
   * each part answers its own earliest `limit` (in parallel), and the merge keeps the earliest overall,
   * so a run takes the longest-waiting items wherever their part is.
   */
  async function dueList<T>(
    partitions: readonly string[],
    before: string,
    limit: number,
    map: (item: Record<string, unknown>) => T,
  ) {
    const pages = await Promise.all(
      partitions.map((partition) =>
        queryItems(db, {
          tableName,
          index: 'byLookup',
          key: { partition: ['gsi5pk', partition], sort: ['gsi5sk', { before }] },
          limit,
          maxPages: 1,
          map: (item) => item,
        }),
      ),
    );
    return pages
      .flatMap((page) => page.items)
      .sort((a, b) => String(a.gsi5sk).localeCompare(String(b.gsi5sk)))
      .slice(0, limit)
      .map(map);
  }

  /** A conditional update that quietly does nothing when its condition no longer holds. */
  const updateIf = (input: ConstructorParameters<typeof UpdateCommand>[0]) =>
    writtenIf(() => db.send(new UpdateCommand(input)));

  const paymentUpdate = (request: StoredJoinRequest, update: PaymentItemUpdate) =>
    requestPaymentUpdate(tableName, request, update);

  return { requestKey, paymentKey, getItem, dueList, updateIf, paymentUpdate };
}

interface PaymentItemUpdate {
  set: string;
  values: Record<string, unknown>;
  condition?: string;
}

/** An update of a request's payment item; it states whose item it is, as the first write creates it. */
export const requestPaymentUpdate = (
  tableName: string,
  request: Pick<StoredJoinRequest, 'id' | 'game_id' | 'user_id'>,
  update: PaymentItemUpdate,
) => ({
  Update: {
    TableName: tableName,
    Key: paymentKeys.requestPayment(request.game_id, request.id),
    UpdateExpression: `SET #type = :type, request_id = :request, game_id = :game, user_id = :user, ${update.set}`,
    ...(update.condition ? { ConditionExpression: update.condition } : {}),
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':type': PAYMENT_ITEM_TYPES.requestPayment,
      ':request': request.id,
      ':game': request.game_id,
      ':user': request.user_id,
      ...update.values,
    },
  },
});

/**
 * The SET clauses (and values) that move a request to `status` with its pass: confirmed (paid, or a
 * free offer taken) or waitlisted (paid too late), filed under that status and findable by its pass.
 */
export function passSets(
  request: StoredJoinRequest,
  pass: string,
  status: 'confirmed' | 'waitlist',
  paymentStatus: string,
  at: string,
) {
  const lookup = joinKeys.gamePass(pass);
  const filed = statusIndexSets(request, status);
  return {
    sets: [
      '#status = :next',
      'payment_status = :paymentStatus',
      'game_pass = :pass',
      'gsi5pk = :passPk',
      'gsi5sk = :passSk',
      'updated_at = :at',
      'decided_at = :at',
      ...filed.sets,
    ],
    values: {
      ...filed.values,
      ':next': status,
      ':paymentStatus': paymentStatus,
      ':pass': pass,
      ':passPk': lookup.gsi5pk,
      ':passSk': lookup.gsi5sk,
      ':at': at,
    },
  };
}
