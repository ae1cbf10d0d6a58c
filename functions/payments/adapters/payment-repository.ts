import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PaymentReceipt, StoredJoinRequest } from '@functions/joins/ports';
import type { PendingEvent } from '@functions/platform/event-ports';
import type { ConfirmInput, PaymentStore, StoredOrder, StoredRefund, StoredRequestPayment } from '../payment-ports';
import { isConditionFailure } from '@functions/platform/dynamo/conditional';
import { gameKeys } from '@functions/games/adapters/keys';
import { joinKeys } from '@functions/joins/adapters/keys';
import { PAYMENT_ITEM_TYPES, paymentKeys } from './keys';
import { outboxPut } from '@functions/platform/dynamo/outbox';
import { queryItems } from '@functions/platform/dynamo/query';
import { transactWrite, type TransactItems } from '@functions/platform/dynamo/transact';

// Payments in the one table (issue 6, docs/decisions/015). Every money-backed change is one
// transaction whose conditions say exactly when it may happen: a request is confirmed only while
// it waits on this very order, the game gains a player only under `current_players < max_players`
// (no placeholders in the capacity term, as in decision 013), an order settles once, a payment is
// refunded at most once (the refund's key is the payment id).

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
] as const satisfies readonly (keyof StoredRefund)[];

const pick = <T>(fields: readonly string[], item: Record<string, unknown>) =>
  Object.fromEntries(fields.map((f) => [f, item[f] ?? null])) as T;
const toOrder = (item: Record<string, unknown>): StoredOrder => ({
  ...pick<StoredOrder>(ORDER_FIELDS, item),
  amount: Number(item.amount),
});
const toPayment = (item: Record<string, unknown>): StoredRequestPayment => ({
  ...pick<StoredRequestPayment>(PAYMENT_FIELDS, item),
  order_seq: Number(item.order_seq ?? 0),
});
const toRefund = (item: Record<string, unknown>): StoredRefund => ({
  ...pick<StoredRefund>(REFUND_FIELDS, item),
  amount: Number(item.amount),
});
const withoutNulls = (record: object) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null));

const OPEN = { ':created': 'created', ':attempted': 'attempted' };
const ORDER_OPEN = '#status IN (:created, :attempted)';
const MAX_PAGES = 20;

/** The refund item: owed once per payment (`attribute_not_exists`), on the due list until Razorpay accepts it. */
export function refundPut(tableName: string, refund: StoredRefund) {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...paymentKeys.refund(refund.payment_id),
        ...paymentKeys.openRefund(refund.created_at, refund.payment_id),
        type: PAYMENT_ITEM_TYPES.refund,
        ...withoutNulls(refund),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function dynamoPaymentStore(db: DynamoDBDocumentClient, tableName: string): PaymentStore {
  const outbox = (events: PendingEvent[], at: string) =>
    events.map((event) => outboxPut(tableName, event, new Date(at)));
  const requestKey = (request: StoredJoinRequest) => joinKeys.joinRequest(request.game_id, request.user_id);
  const paymentKey = (request: { game_id: string; id?: string; request_id?: string }) =>
    paymentKeys.requestPayment(request.game_id, (request.request_id ?? request.id)!);

  async function getItem(key: Record<string, string>) {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    return Item ?? null;
  }

  async function dueList<T>(
    partition: Record<string, string>,
    before: string,
    limit: number,
    map: (item: Record<string, unknown>) => T,
  ) {
    const [[name, value]] = Object.entries(partition) as [[string, string]];
    const { items } = await queryItems(db, {
      tableName,
      index: 'byLookup',
      key: { partition: [name, value], sort: ['gsi5sk', { before }] },
      limit,
      maxPages: 1,
      map,
    });
    return items;
  }

  /** A conditional update that quietly does nothing when its condition no longer holds. */
  async function updateIf(input: ConstructorParameters<typeof UpdateCommand>[0]) {
    try {
      await db.send(new UpdateCommand(input));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * The request's side of a settled payment: awaiting exactly this order until now. `owes`: the
   * order's amount, which must be the one fixed on the request (decision 015) for a confirm.
   */
  function awaitingRequest(
    request: StoredJoinRequest,
    sets: string[],
    values: Record<string, unknown>,
    owes?: number,
    removes: string[] = [],
  ) {
    return {
      Update: {
        TableName: tableName,
        Key: requestKey(request),
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: `#status = :accepted AND payment_status = :pending AND id = :id${owes === undefined ? '' : ' AND (attribute_not_exists(amount_due) OR amount_due.amount_paise = :owes)'}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':accepted': 'accepted',
          ':pending': 'pending',
          ':id': request.id,
          ...values,
          ...(owes === undefined ? {} : { ':owes': owes }),
        },
      },
    };
  }
  const passSets = (pass: string, status: string, paymentStatus: string, at: string) => {
    const lookup = joinKeys.gamePass(pass);
    return {
      sets: [
        '#status = :next',
        'payment_status = :paymentStatus',
        'game_pass = :pass',
        'gsi5pk = :passPk',
        'gsi5sk = :passSk',
        'updated_at = :at',
        'decided_at = :at',
      ],
      values: {
        ':next': status,
        ':paymentStatus': paymentStatus,
        ':pass': pass,
        ':passPk': lookup.gsi5pk,
        ':passSk': lookup.gsi5sk,
        ':at': at,
      },
    };
  };
  /** The payment item records the captured payment; only while the request still waits on this order. */
  const paymentPaid = (request: StoredJoinRequest, order: StoredOrder, paymentId: string, at: string) => ({
    Update: {
      TableName: tableName,
      Key: paymentKey(request),
      UpdateExpression:
        'SET payment_id = :payment, paid_amount = :amount, paid_at = :at REMOVE offer_due_at, gsi5pk, gsi5sk',
      ConditionExpression: 'order_id = :order',
      ExpressionAttributeValues: {
        ':payment': paymentId,
        ':amount': order.amount,
        ':at': at,
        ':order': order.order_id,
      },
    },
  });
  /** The order settles once: from open to paid with the payment that did it. */
  const orderPaid = (order: StoredOrder, paymentId: string, at: string) => ({
    Update: {
      TableName: tableName,
      Key: paymentKeys.paymentOrder(order.order_id),
      UpdateExpression: 'SET #status = :paid, payment_id = :payment, updated_at = :at REMOVE gsi5pk, gsi5sk, check_at',
      ConditionExpression: ORDER_OPEN,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ...OPEN, ':paid': 'paid', ':payment': paymentId, ':at': at },
    },
  });

  return {
    async getOrder(orderId) {
      const item = await getItem(paymentKeys.paymentOrder(orderId));
      return item ? toOrder(item) : null;
    },

    async getPayment(gameId, requestId) {
      const item = await getItem(paymentKeys.requestPayment(gameId, requestId));
      return item ? toPayment(item) : null;
    },

    async paymentsOfGame(gameId) {
      const { pk, skPrefix } = paymentKeys.gamePaymentsPrefix(gameId);
      const { items } = await queryItems(db, {
        tableName,
        key: { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] },
        consistent: true,
        maxPages: MAX_PAGES,
        map: toPayment,
      });
      return items;
    },

    async getRefund(paymentId) {
      const item = await getItem(paymentKeys.refund(paymentId));
      return item ? toRefund(item) : null;
    },

    async attachOrder(request, order, previousOrderId, seq) {
      const outcome = await transactWrite(db, [
        {
          Put: {
            TableName: tableName,
            Item: {
              ...paymentKeys.paymentOrder(order.order_id),
              ...paymentKeys.openOrder(order.check_at ?? order.created_at, order.order_id),
              type: PAYMENT_ITEM_TYPES.paymentOrder,
              ...withoutNulls(order),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: paymentKey(request),
            UpdateExpression:
              'SET #type = :type, request_id = :request, game_id = :game, user_id = :user, order_id = :order, order_seq = :seq',
            ConditionExpression: previousOrderId ? 'order_id = :previous' : 'attribute_not_exists(order_id)',
            ExpressionAttributeNames: { '#type': 'type' },
            ExpressionAttributeValues: {
              ':type': PAYMENT_ITEM_TYPES.requestPayment,
              ':request': request.id,
              ':game': request.game_id,
              ':user': request.user_id,
              ':order': order.order_id,
              ':seq': seq,
              ...(previousOrderId ? { ':previous': previousOrderId } : {}),
            },
          },
        },
        {
          ConditionCheck: {
            TableName: tableName,
            Key: requestKey(request),
            ConditionExpression: '#status = :accepted AND payment_status = :pending AND id = :id',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':accepted': 'accepted', ':pending': 'pending', ':id': request.id },
          },
        },
      ]);
      if (outcome.ok) return 'attached';
      return outcome.failedConditions.includes(2) ? 'not-payable' : 'raced';
    },

    async confirm({ request, order, paymentId, pass, at, events }: ConfirmInput) {
      const { sets, values } = passSets(pass, 'confirmed', 'paid', at);
      // The receipt rides on the request, so the player's lists show it without another read.
      const receipt: PaymentReceipt = {
        payment_id: paymentId,
        amount_paise: order.amount,
        currency: order.currency,
        paid_at: at,
      };
      const outcome = await transactWrite(db, [
        awaitingRequest(request, [...sets, 'receipt = :receipt'], { ...values, ':receipt': receipt }, order.amount, [
          'payment_due_at',
        ]),
        {
          Update: {
            TableName: tableName,
            Key: gameKeys.game(request.game_id),
            UpdateExpression: 'SET current_players = current_players + :one',
            ConditionExpression: '#status = :upcoming AND current_players < max_players',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':one': 1, ':upcoming': 'upcoming' },
          },
        },
        paymentPaid(request, order, paymentId, at),
        orderPaid(order, paymentId, at),
        ...outbox(events, at),
      ]);
      if (outcome.ok) return 'confirmed';
      const failed = outcome.failedConditions;
      if (failed.includes(0) || failed.includes(2)) return 'request-changed';
      if (failed.includes(3)) return 'order-settled';
      return 'full';
    },

    async waitlistAndRefund({ request, order, paymentId, pass, at, events, refund }) {
      const { sets, values } = passSets(pass, 'waitlist', 'refunded', at);
      const outcome = await transactWrite(db, [
        awaitingRequest(request, sets, values, undefined, ['payment_due_at']),
        paymentPaid(request, order, paymentId, at),
        orderPaid(order, paymentId, at),
        refundPut(tableName, refund),
        ...outbox(events, at),
      ]);
      if (outcome.ok) return 'waitlisted';
      const failed = outcome.failedConditions;
      if (failed.includes(0) || failed.includes(1)) return 'request-changed';
      // The order settled, or this payment's refund is owed already: either way someone else did it.
      return 'order-settled';
    },

    async refundUnawaited({ order, refund, at, events }) {
      const open = order !== null && (order.status === 'created' || order.status === 'attempted');
      const outcome = await transactWrite(db, [
        refundPut(tableName, refund),
        ...(open ? [orderPaid(order, refund.payment_id, at)] : []),
        ...outbox(events, at),
      ]);
      if (outcome.ok) return 'refunded';
      if (outcome.failedConditions.includes(0)) return 'refund-exists';
      // The order settled meanwhile — maybe by this very payment confirming the request: look again.
      return 'order-settled';
    },

    async flagOrder(order, paymentId, reason, at) {
      await updateIf({
        TableName: tableName,
        Key: paymentKeys.paymentOrder(order.order_id),
        UpdateExpression:
          'SET #status = :flagged, payment_id = :payment, flag_reason = :reason, updated_at = :at REMOVE gsi5pk, gsi5sk, check_at',
        ConditionExpression: ORDER_OPEN,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ...OPEN,
          ':flagged': 'flagged',
          ':payment': paymentId,
          ':reason': reason,
          ':at': at,
        },
      });
    },

    async recordFailedAttempt(order, paymentId, error, at) {
      await updateIf({
        TableName: tableName,
        Key: paymentKeys.paymentOrder(order.order_id),
        UpdateExpression: 'SET #status = :attempted, last_error = :error, updated_at = :at',
        ConditionExpression: ORDER_OPEN,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ...OPEN, ':error': `${paymentId}: ${error}`.slice(0, 500), ':at': at },
      });
    },

    async dueOrders(now, limit) {
      return dueList(paymentKeys.openOrders(), `${now}#~`, limit, toOrder);
    },

    async deferOrder(order, checkAt, at) {
      await updateIf({
        TableName: tableName,
        Key: paymentKeys.paymentOrder(order.order_id),
        UpdateExpression: 'SET check_at = :check, gsi5sk = :sk, updated_at = :at',
        ConditionExpression: ORDER_OPEN,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ...OPEN,
          ':check': checkAt,
          ':sk': paymentKeys.openOrder(checkAt, order.order_id).gsi5sk,
          ':at': at,
        },
      });
    },

    async abandonOrder(order, at) {
      await updateIf({
        TableName: tableName,
        Key: paymentKeys.paymentOrder(order.order_id),
        UpdateExpression: 'SET #status = :abandoned, updated_at = :at REMOVE gsi5pk, gsi5sk, check_at',
        ConditionExpression: ORDER_OPEN,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ...OPEN, ':abandoned': 'abandoned', ':at': at },
      });
    },

    async refundPaid({ request, refund, at, events }) {
      const outcome = await transactWrite(db, [
        {
          Update: {
            TableName: tableName,
            Key: requestKey(request),
            UpdateExpression: 'SET payment_status = :refunded, updated_at = :at',
            ConditionExpression: 'payment_status = :paid AND id = :id',
            ExpressionAttributeValues: { ':refunded': 'refunded', ':paid': 'paid', ':id': request.id, ':at': at },
          },
        },
        refundPut(tableName, refund),
        ...outbox(events, at),
      ]);
      return outcome.ok ? 'refunded' : 'changed';
    },

    async refundsDue(before, limit) {
      return dueList(paymentKeys.openRefunds(), before, limit, toRefund);
    },

    async recordRefund(paymentId, update, at) {
      const sets = ['#status = :status', 'updated_at = :at'];
      const values: Record<string, unknown> = { ':status': update.status, ':at': at, ':processed': 'processed' };
      if (update.razorpay_refund_id) {
        sets.push('razorpay_refund_id = :refundId');
        values[':refundId'] = update.razorpay_refund_id;
      }
      if (update.error) {
        sets.push('#error = :error');
        values[':error'] = update.error.slice(0, 500);
      }
      // Accepted by Razorpay: off the due list. A processed refund never moves back.
      await updateIf({
        TableName: tableName,
        Key: paymentKeys.refund(paymentId),
        UpdateExpression: `SET ${sets.join(', ')}${update.status === 'requested' ? '' : ' REMOVE gsi5pk, gsi5sk'}`,
        ConditionExpression: 'attribute_exists(pk) AND #status <> :processed',
        ExpressionAttributeNames: { '#status': 'status', ...(update.error ? { '#error': 'error' } : {}) },
        ExpressionAttributeValues: values,
      });
    },

    async offer({ request, dueAt, amountDue, at, events }) {
      const outcome = await transactWrite(db, [
        {
          Update: {
            TableName: tableName,
            Key: requestKey(request),
            UpdateExpression:
              'SET #status = :accepted, payment_status = :pending, amount_due = :amountDue, payment_due_at = :due, updated_at = :at, decided_at = :at',
            ConditionExpression: '#status = :waitlist AND id = :id',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':accepted': 'accepted',
              ':pending': 'pending',
              ':waitlist': 'waitlist',
              ':id': request.id,
              ':at': at,
              ':amountDue': amountDue,
              ':due': dueAt,
            },
          },
        },
        {
          // A new offer needs a new order: the last one (if any) was paid and refunded, or lapsed.
          Update: {
            TableName: tableName,
            Key: paymentKey(request),
            UpdateExpression:
              'SET #type = :type, request_id = :request, game_id = :game, user_id = :user, order_seq = if_not_exists(order_seq, :zero), offer_due_at = :due, gsi5pk = :offerPk, gsi5sk = :offerSk REMOVE order_id',
            ExpressionAttributeNames: { '#type': 'type' },
            ExpressionAttributeValues: {
              ':type': PAYMENT_ITEM_TYPES.requestPayment,
              ':request': request.id,
              ':game': request.game_id,
              ':user': request.user_id,
              ':zero': 0,
              ':due': dueAt,
              ':offerPk': paymentKeys.openOffer(dueAt, request.id).gsi5pk,
              ':offerSk': paymentKeys.openOffer(dueAt, request.id).gsi5sk,
            },
          },
        },
        {
          ConditionCheck: {
            TableName: tableName,
            Key: gameKeys.game(request.game_id),
            ConditionExpression: '#status = :upcoming AND current_players < max_players',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':upcoming': 'upcoming' },
          },
        },
        ...outbox(events, at),
      ]);
      if (outcome.ok) return 'offered';
      return outcome.failedConditions.includes(0) ? 'changed' : 'full';
    },

    async offersDue(now, limit) {
      return dueList(paymentKeys.openOffers(), `${now}#~`, limit, toPayment);
    },

    async expireOffer({ request, payment, at, events }) {
      const clearOffer = {
        Update: {
          TableName: tableName,
          Key: paymentKey(payment),
          UpdateExpression: 'SET offer_lapsed_at = :at REMOVE offer_due_at, gsi5pk, gsi5sk, order_id',
          ConditionExpression: 'offer_due_at = :due',
          ExpressionAttributeValues: { ':at': at, ':due': payment.offer_due_at },
        },
      };
      const awaiting =
        request.id === payment.request_id && request.status === 'accepted' && request.payment_status === 'pending';
      const items: TransactItems = awaiting
        ? [
            {
              Update: {
                TableName: tableName,
                Key: requestKey(request),
                UpdateExpression: 'SET #status = :waitlist, updated_at = :at REMOVE payment_due_at',
                ConditionExpression: '#status = :accepted AND payment_status = :pending AND id = :id',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ':waitlist': 'waitlist',
                  ':accepted': 'accepted',
                  ':pending': 'pending',
                  ':id': request.id,
                  ':at': at,
                },
              },
            },
            clearOffer,
            ...outbox(events, at),
          ]
        : [clearOffer];
      return (await transactWrite(db, items)).ok;
    },
  };
}
