// Built join services that other domains' handlers use (the payment details of a request).
export { paymentDetailsService } from './joins';
