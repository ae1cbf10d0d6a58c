// The payment use cases' ports live in payment-ports.ts (store, gateway) and refund-record.ts;
// this file gathers them so that every domain's ports are found under the same name.
export type * from './payment-ports';
