// Built payment services that the joins wiring uses (offers, the payment store, pay links).
export { offerService, paymentStore, payUrl } from './payments';
