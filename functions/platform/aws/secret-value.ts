import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

// Secrets are read once per cold start from Secrets Manager (the local stack answers the same
// call), never from plain environment variables.
export function secretValue(secretId: string, client = new SecretsManagerClient({})): () => Promise<string> {
  let value: Promise<string> | undefined;
  return () =>
    (value ??= client.send(new GetSecretValueCommand({ SecretId: secretId })).then((result) => {
      if (!result.SecretString) throw new Error(`secret ${secretId} has no string value`);
      return result.SecretString;
    }));
}
