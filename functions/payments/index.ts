// The payments domain as other domains see it: its ports, the offer, refund and payment-details
// use cases the joins wiring builds on, and the refund rules a withdrawal applies. Types and pure
// code: no adapter, no built service. Other domains import payments only through this file and the
// public-*.ts files.
export type { OfferService } from './payment-offers';
export type { PaymentStore, RefundReason } from './payment-ports';
export { createPaymentDetailsService } from './payment-details-service';
export { refundEvent, refundRecord, withdrawalQuote } from './refund-service';
