// A refund as stored. The join ports name it (a decision can owe one), and the payment ports build
// on the join ports, so it has an entry of its own below both.
export type { StoredRefund } from './refund-record';
