import { paymentReconciler } from '../razorpay';

// Every 5 minutes (manifest schedule): settle orders open for 15 minutes by asking Razorpay, retry
// owed refunds, lapse unpaid offers and pass their spots on. Idempotent: any run may overlap another.
export const handler = async () => paymentReconciler().run();
