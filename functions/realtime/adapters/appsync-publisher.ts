import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4 } from '@smithy/signature-v4';
import type { LiveMessage } from '@shared/realtime/messages';
import { Sha256 } from '@functions/platform/aws/sigv4-hash';
import type { LivePublisher } from '../ports';

// AppSync Events' HTTP publish: POST <endpoint> { channel, events: [JSON text, …] }, signed with
// the function's role (IAM is the only publish mode the API allows, so no browser can publish).
// The local stand-in answers the same request at REALTIME_PUBLISH_URL.

/** The API takes at most five events per publish. */
const PER_PUBLISH = 5;

interface PublishAnswer {
  successful?: { identifier: string; index: number }[];
  failed?: { identifier: string; index: number; code?: number; message?: string }[];
}

export function appSyncPublisher(publishUrl: string, env: NodeJS.ProcessEnv = process.env): LivePublisher {
  const endpoint = new URL(publishUrl);
  const signer = new SignatureV4({
    service: 'appsync',
    region: env.AWS_REGION ?? '',
    credentials: defaultProvider(),
    sha256: Sha256,
  });

  async function publishBatch(channel: string, messages: LiveMessage[]) {
    const body = JSON.stringify({ channel, events: messages.map((message) => JSON.stringify(message)) });
    const signed = await signer.sign({
      method: 'POST',
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : undefined,
      path: endpoint.pathname,
      query: {},
      headers: { host: endpoint.host, 'content-type': 'application/json' },
      body,
    });
    const answer = await fetch(endpoint, { method: 'POST', headers: signed.headers, body });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`Live publish to ${channel}: ${answer.status} ${text}`);
    const { failed = [] } = JSON.parse(text) as PublishAnswer;
    if (failed.length > 0) throw new Error(`Live publish to ${channel}: ${failed.length} refused (${text})`);
  }

  return {
    async publish(channel, messages) {
      for (let start = 0; start < messages.length; start += PER_PUBLISH) {
        await publishBatch(channel, messages.slice(start, start + PER_PUBLISH));
      }
    },
  };
}
