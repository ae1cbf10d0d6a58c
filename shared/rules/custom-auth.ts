// The custom-auth wire values, without zod: the browser sends them from /auth/callback's first
// load (docs/decisions/009-web-boot-without-zod.md), and the Cognito triggers read them.

/** What the browser sends as clientMetadata with a custom-auth answer. */
export const SIGN_IN_METHODS = { magicLink: 'MAGIC_LINK', smsOtp: 'SMS_OTP' } as const;
/** The answer that asks for an SMS code instead of answering a challenge. */
export const REQUEST_SMS_ANSWER = '__request_sms';
