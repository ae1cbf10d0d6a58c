// Payment storage other domains use: the refund item a join transaction writes when it owes one,
// and the payment store the host stats wiring reads.
export { dynamoPaymentStore } from './adapters/payment-repository';
export { refundPut } from './adapters/refund-store';
