// The Razorpay SDK's own modules, typed with the SDK's own declarations: its API client (which
// takes the host as `hostUrl`) and the resources the app calls. See razorpay-gateway.ts.
declare module 'razorpay/dist/api' {
  import API from 'razorpay/dist/types/api';
  export default API;
}
declare module 'razorpay/dist/resources/orders' {
  import orders from 'razorpay/dist/types/orders';
  export default orders;
}
declare module 'razorpay/dist/resources/payments' {
  import payments from 'razorpay/dist/types/payments';
  export default payments;
}
