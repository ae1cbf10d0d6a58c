import * as z from 'zod';
import { DEFAULT_SMS_COUNTRY_CODES, parseCountryCodes } from '../shared/phone';

// What an operator provides per deployment. Each key is read from CDK context
// (`-c key=value`) first, then from the environment as YAKTIV_<KEY_IN_UPPER_SNAKE_CASE>, so CI
// can set env vars and a laptop can pass -c. Nothing here is a secret: secrets stay in
// Secrets Manager and only their names travel through here.
export const CONFIG_KEYS = [
  'stage',
  'domainName',
  'certificateArn',
  'sesSender',
  'authDomainPrefix',
  'razorpayKeyId',
  'razorpaySecretName',
  'razorpayWebhookSecretName',
  'googleClientId',
  'googleClientSecretName',
  'facebookClientId',
  'facebookClientSecretName',
  'appleClientId',
  'appleTeamId',
  'appleKeyId',
  'applePrivateKeySecretName',
  'smsCountryCodes',
  'smsDltEntityId',
  'smsDltTemplateId',
  'smsDltTemplateIdHi',
  'smsSenderId',
  'alarmEmail',
  'vapidPublicKey',
  'vapidSecretName',
] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];

export const envNameFor = (key: ConfigKey) => `YAKTIV_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

export interface StackConfig {
  stage: string;
  /** Custom domain for CloudFront; without it the distribution's own domain is used. */
  domain?: { name: string; certificateArn: string };
  /** 'Name <address>' or 'address'; the address's domain must be verified in SES. */
  sesSender?: string;
  /** Prefix of the Cognito managed-login domain (only created when a social provider is set). */
  authDomainPrefix: string;
  /** Key id (public) and the names of the secrets holding the key secret and the webhook secret. */
  razorpay?: { keyId: string; secretName: string; webhookSecretName: string };
  /** Country codes phone sign-in may text (a limit on SMS pumping to premium-rate numbers abroad); India only by default. */
  smsCountryCodes: string[];
  /**
   * India's DLT registration of the sign-in code text (entity and template ids, and the sender ID
   * if one is registered): Indian operators drop texts to +91 numbers without it.
   */
  smsDlt?: { entityId: string; templateId: string; templateIdHi?: string; senderId?: string };
  social: {
    google?: { clientId: string; clientSecretName: string };
    facebook?: { clientId: string; clientSecretName: string };
    apple?: { clientId: string; teamId: string; keyId: string; privateKeySecretName: string };
  };
  /** Subscribed (by e-mail, confirmed from the inbox) to the alarms topic; without it, subscribe by hand. */
  alarmEmail?: string;
  /**
   * Web Push: the VAPID public key the browser subscribes with (public, written to /config.json)
   * and the name of the secret holding the pair as `web-push generate-vapid-keys --json` prints it.
   */
  push?: { vapidPublicKey: string; vapidSecretName: string };
}

const optional = z.string().trim().min(1).optional();
const raw = z.object({
  // Lower-case and short: it ends up in resource names and the Cognito domain prefix.
  stage: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,15}$/, 'stage: lower-case letters, digits and dashes, at most 16')
    .default('dev'),
  domainName: optional,
  // CloudFront only accepts ACM certificates from us-east-1.
  certificateArn: z
    .string()
    .regex(
      /^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/,
      'certificateArn: an ACM certificate in us-east-1',
    )
    .optional(),
  sesSender: optional,
  authDomainPrefix: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'authDomainPrefix: lower-case letters, digits and dashes')
    .optional(),
  razorpayKeyId: optional,
  razorpaySecretName: optional,
  razorpayWebhookSecretName: optional,
  googleClientId: optional,
  googleClientSecretName: optional,
  facebookClientId: optional,
  facebookClientSecretName: optional,
  appleClientId: optional,
  appleTeamId: optional,
  appleKeyId: optional,
  applePrivateKeySecretName: optional,
  smsCountryCodes: z
    .string()
    .trim()
    .refine(
      (value) => parseCountryCodes(value) !== null,
      'smsCountryCodes: country codes separated by commas, e.g. 91,65',
    )
    .optional(),
  // DLT ids are long numbers (19 digits today); a sender ID (header) is 6 letters.
  smsDltEntityId: z
    .string()
    .trim()
    .regex(/^\d{10,30}$/, 'smsDltEntityId: the DLT entity id, digits only')
    .optional(),
  smsDltTemplateId: z
    .string()
    .trim()
    .regex(/^\d{10,30}$/, 'smsDltTemplateId: the DLT template id, digits only')
    .optional(),
  // The Hindi code text's own template: until it is registered, Hindi readers get the English text.
  smsDltTemplateIdHi: z
    .string()
    .trim()
    .regex(/^\d{10,30}$/, 'smsDltTemplateIdHi: the DLT template id of the Hindi text, digits only')
    .optional(),
  smsSenderId: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{6}$/, 'smsSenderId: the 6-letter DLT sender ID')
    .optional(),
  alarmEmail: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'alarmEmail: an e-mail address')
    .optional(),
  // An uncompressed P-256 point, base64url: 65 bytes make 87 characters.
  vapidPublicKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'vapidPublicKey: the VAPID public key as web-push prints it (87 characters)')
    .optional(),
  vapidSecretName: optional,
});
type Raw = z.infer<typeof raw>;

/** Keys that must come together: half a provider is a mistake, not a choice. */
const groups: Record<string, ConfigKey[]> = {
  'custom domain': ['domainName', 'certificateArn'],
  Razorpay: ['razorpayKeyId', 'razorpaySecretName', 'razorpayWebhookSecretName'],
  Google: ['googleClientId', 'googleClientSecretName'],
  Facebook: ['facebookClientId', 'facebookClientSecretName'],
  Apple: ['appleClientId', 'appleTeamId', 'appleKeyId', 'applePrivateKeySecretName'],
  'SMS DLT registration': ['smsDltEntityId', 'smsDltTemplateId'],
  'Web Push': ['vapidPublicKey', 'vapidSecretName'],
};

export function readConfig(lookup: (key: ConfigKey) => unknown): StackConfig {
  const input = Object.fromEntries(CONFIG_KEYS.map((key) => [key, lookup(key) ?? undefined]));
  const parsed = raw.safeParse(input);
  if (!parsed.success) {
    throw new Error(`Invalid deployment parameters: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  const r: Raw = parsed.data;
  for (const [what, keys] of Object.entries(groups)) {
    const given = keys.filter((key) => r[key as keyof Raw] !== undefined);
    if (given.length > 0 && given.length < keys.length) {
      const missing = keys.filter((key) => !given.includes(key));
      throw new Error(
        `${what} is half configured: missing ${missing.map((k) => `${k} (or ${envNameFor(k)})`).join(', ')}`,
      );
    }
  }
  return {
    stage: r.stage,
    domain: r.domainName && r.certificateArn ? { name: r.domainName, certificateArn: r.certificateArn } : undefined,
    sesSender: r.sesSender,
    authDomainPrefix: r.authDomainPrefix ?? `yaktiv-${r.stage}`,
    smsCountryCodes: (r.smsCountryCodes && parseCountryCodes(r.smsCountryCodes)) || [...DEFAULT_SMS_COUNTRY_CODES],
    smsDlt:
      r.smsDltEntityId && r.smsDltTemplateId
        ? {
            entityId: r.smsDltEntityId,
            templateId: r.smsDltTemplateId,
            ...(r.smsDltTemplateIdHi ? { templateIdHi: r.smsDltTemplateIdHi } : {}),
            ...(r.smsSenderId ? { senderId: r.smsSenderId.toUpperCase() } : {}),
          }
        : undefined,
    razorpay:
      r.razorpayKeyId && r.razorpaySecretName && r.razorpayWebhookSecretName
        ? { keyId: r.razorpayKeyId, secretName: r.razorpaySecretName, webhookSecretName: r.razorpayWebhookSecretName }
        : undefined,
    social: {
      google:
        r.googleClientId && r.googleClientSecretName
          ? { clientId: r.googleClientId, clientSecretName: r.googleClientSecretName }
          : undefined,
      facebook:
        r.facebookClientId && r.facebookClientSecretName
          ? { clientId: r.facebookClientId, clientSecretName: r.facebookClientSecretName }
          : undefined,
      apple:
        r.appleClientId && r.appleTeamId && r.appleKeyId && r.applePrivateKeySecretName
          ? {
              clientId: r.appleClientId,
              teamId: r.appleTeamId,
              keyId: r.appleKeyId,
              privateKeySecretName: r.applePrivateKeySecretName,
            }
          : undefined,
    },
    alarmEmail: r.alarmEmail,
    push:
      r.vapidPublicKey && r.vapidSecretName
        ? { vapidPublicKey: r.vapidPublicKey, vapidSecretName: r.vapidSecretName }
        : undefined,
  };
}
