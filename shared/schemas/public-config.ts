import * as z from 'zod';

// The public subset of configuration the browser gets, served as /config.json by CloudFront
// (written at deploy time) and by the local stack. Never holds a secret.
export const publicConfigSchema = z.object({
  stage: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set only locally: where the local Cognito endpoint answers Amplify's calls. */
  userPoolEndpoint: z.string().nullable(),
  /** Managed-login domain (without scheme) when social sign-in is configured. */
  oauthDomain: z.string().nullable(),
  socialProviders: z.array(z.enum(['Google', 'Facebook', 'Apple'])),
  razorpayKeyId: z.string().nullable(),
  /**
   * The live-update API's HTTP endpoint (https://<Events API HTTP domain>/event); its WebSocket is
   * the same address on the realtime domain at …/event/realtime. Null: screens poll instead.
   */
  realtimeUrl: z.string().nullable(),
  /** The VAPID public key browsers subscribe to Web Push with. Null: the app never offers push. */
  pushPublicKey: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
