import { Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

export interface EmailSender {
  /** As given: 'Yaktiv <no-reply@example.com>' or 'no-reply@example.com'. */
  from: string;
  name?: string;
  address: string;
  domain: string;
}

export function parseSender(from: string): EmailSender {
  const match = /^\s*(?:(.*?)\s*<([^<>\s]+@[^<>\s]+)>|([^<>\s]+@[^<>\s]+))\s*$/.exec(from);
  const address = match?.[2] ?? match?.[3];
  if (!address) throw new Error(`sesSender must be an e-mail address or 'Name <address>', got '${from}'`);
  return { from: from.trim(), name: match?.[1] || undefined, address, domain: address.split('@')[1]! };
}

/** SES checks the identity that matches the From address: either the address or its domain. */
export function sesIdentityArns(scope: Construct, sender: EmailSender): string[] {
  const stack = Stack.of(scope);
  return [sender.address, sender.domain].map((identity) =>
    stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
  );
}
