// Payment storage other domains use: the refund item a join transaction writes when it owes one, the
// payment deadline a paid accept sets, and the payment store the host stats wiring reads.
export { dynamoPaymentStore } from './adapters/payment-repository';
export { refundPut } from './adapters/refund-store';
export { paymentDeadline } from './adapters/offer-store';
