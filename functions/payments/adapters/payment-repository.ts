import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PaymentStore } from '../payment-ports';
import { paymentKeys } from './keys';
import { MAX_PAGES, paymentTable, toPayment } from './payment-items';
import { dynamoOrderStore } from './order-store';
import { dynamoSettlementStore } from './settlement-store';
import { dynamoRefundStore } from './refund-store';
import { dynamoOfferStore } from './offer-store';
import { dynamoOfferTakeStore } from './offer-take-store';
import { allWithPrefix } from '@functions/platform/dynamo/query';

// Payments in the one table (docs/decisions/015). Every money-backed change is one
// transaction whose conditions say exactly when it may happen: a request is confirmed only while
// it waits on this very order, the game gains a player only under `current_players < max_players`
// (no placeholders in the capacity term, as in decision 013), an order settles once, a payment is
// refunded at most once (the refund's key is the payment id). Each use case's writes live in their own
// store beside this one (orders, settlement, refunds, offers); this one reads a request's payment side.

export function dynamoPaymentStore(db: DynamoDBDocumentClient, tableName: string): PaymentStore {
  const { getItem } = paymentTable(db, tableName);
  return {
    ...dynamoOrderStore(db, tableName),
    ...dynamoSettlementStore(db, tableName),
    ...dynamoRefundStore(db, tableName),
    ...dynamoOfferStore(db, tableName),
    ...dynamoOfferTakeStore(db, tableName),

    async getPayment(gameId, requestId) {
      const item = await getItem(paymentKeys.requestPayment(gameId, requestId));
      return item ? toPayment(item) : null;
    },

    paymentsOfGame: (gameId) =>
      allWithPrefix(db, tableName, paymentKeys.gamePaymentsPrefix(gameId), { maxPages: MAX_PAGES, map: toPayment }),
  };
}
