// The environment the Lambdas under test read, as the stack would set it: every handler suite
// uses a test table in the app's region, and adds what its own functions need.

/** What the functions that send e-mail read: the app's address for links, and the sender. */
export const MAIL_ENV = { APP_URL: 'https://app.test', EMAIL_FROM: 'Yaktiv <no-reply@app.test>' };

/** Sets the test table and region, and `more`, in process.env for the calling suite's handlers. */
export function setHandlerEnv(more: Record<string, string> = {}) {
  Object.assign(process.env, { TABLE_NAME: 'test-table', AWS_REGION: 'ap-south-1', ...more });
}
