import type { PublicConfig } from '@shared/schemas/public-config';
import {
  invalidKeys,
  isArrayOf,
  isNullableString,
  isOneOf,
  isString,
  pickShape,
  type ShapeChecks,
} from './shape-check';

const SOCIAL_PROVIDERS = [
  'Google',
  'Facebook',
  'Apple',
] as const satisfies readonly PublicConfig['socialProviders'][number][];

// Mirrors publicConfigSchema key by key; see shape-check.ts for why this is not zod.
const PUBLIC_CONFIG: ShapeChecks<PublicConfig> = {
  stage: isString,
  region: isString,
  userPoolId: isString,
  userPoolClientId: isString,
  userPoolEndpoint: isNullableString,
  oauthDomain: isNullableString,
  socialProviders: isArrayOf(isOneOf(SOCIAL_PROVIDERS)),
  razorpayKeyId: isNullableString,
  realtimeUrl: isNullableString,
  pushPublicKey: isNullableString,
};

/** The config when valid; otherwise an error naming every field at fault, as zod would. */
export function parsePublicConfig(value: unknown): PublicConfig {
  const config = pickShape(value, PUBLIC_CONFIG);
  if (!config) throw new Error(`/config.json is not valid (${invalidKeys(value, PUBLIC_CONFIG).join(', ')})`);
  return config;
}
