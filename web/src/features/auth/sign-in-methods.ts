// The custom-auth wire values of shared/schemas/auth.ts, restated here because that module
// brings zod with it, and the sign-in code runs on /auth/callback's first load where zod must
// not (design §7). test/unit/web-auth-sign-in-methods.test.ts keeps the two equal.
export const SIGN_IN_METHODS = { magicLink: 'MAGIC_LINK', smsOtp: 'SMS_OTP' } as const;
export const REQUEST_SMS_ANSWER = '__request_sms';
