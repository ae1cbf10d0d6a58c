import type { TestProject } from 'vitest/node';
import { startLocalStack } from '@infra/local/local-stack';

// One local stack (in memory, random port) for the integration project.
declare module 'vitest' {
  export interface ProvidedContext {
    localStackUrl: string;
    dynamoEndpoint: string;
    s3Endpoint: string;
    /** The local Razorpay stand-in's credentials, so tests can sign webhooks and call its API. */
    razorpay: { keyId: string; keySecret: string; webhookSecret: string };
    /**
     * The test pool's private signing key (PEM), so the bad-token matrix can sign tokens that
     * differ from a real one in exactly one claim (expired, wrong issuer, wrong client, ID token).
     */
    poolSigningKeyPem: string;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startLocalStack({ port: 0, dataDir: null, seed: true });
  project.provide('localStackUrl', stack.url);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  project.provide('s3Endpoint', stack.s3Endpoint);
  project.provide('poolSigningKeyPem', stack.cognito.store.signingKeyPem!);
  project.provide('razorpay', {
    keyId: stack.razorpay.keyId,
    keySecret: stack.razorpay.keySecret,
    webhookSecret: stack.razorpay.webhookSecret,
  });
  return () => stack.stop();
}
