import { createHmac, timingSafeEqual } from 'node:crypto';

// The browser-POST policy check that S3 performs and s3rver skips (it ignores the policy
// field): signature, expiry, every condition, and no field the policy doesn't cover. The size
// range is returned for the proxy to enforce while the file streams past.
// https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html

export class PolicyRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface SizeRange {
  minBytes: number;
  maxBytes: number;
}

type Condition = Record<string, string> | [string, ...unknown[]];

/** Fields S3 lets a form carry without a condition. */
const UNCONDITIONED = new Set(['policy', 'x-amz-signature', 'file']);

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * @param fields the form fields before the file, names lower-cased
 * @param bucket the bucket the form was POSTed to
 */
export function checkPostPolicy(
  fields: Record<string, string>,
  bucket: string,
  secretFor: (accessKeyId: string) => string | undefined,
  now = new Date(),
): SizeRange {
  const encoded = fields.policy;
  if (!encoded) throw new PolicyRefusal(403, 'AccessDenied', 'Access Denied (a form upload needs a policy)');
  if (fields['x-amz-algorithm'] !== 'AWS4-HMAC-SHA256')
    throw new PolicyRefusal(400, 'InvalidArgument', 'x-amz-algorithm must be AWS4-HMAC-SHA256');
  const [accessKeyId, date, region, service, terminator] = (fields['x-amz-credential'] ?? '').split('/');
  if (!accessKeyId || !date || !region || service !== 's3' || terminator !== 'aws4_request') {
    throw new PolicyRefusal(400, 'InvalidArgument', 'x-amz-credential is malformed');
  }
  const secret = secretFor(accessKeyId);
  if (secret === undefined)
    throw new PolicyRefusal(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
  const expected = hmac(signingKey, encoded);
  const given = Buffer.from(fields['x-amz-signature'] ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new PolicyRefusal(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  }

  let policy: { expiration?: string; conditions?: Condition[] };
  try {
    policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    throw new PolicyRefusal(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const expires = Date.parse(policy.expiration ?? '');
  if (!Number.isFinite(expires) || expires < now.getTime())
    throw new PolicyRefusal(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');

  const values: Record<string, string> = { ...fields, bucket };
  const covered = new Set<string>();
  const range: SizeRange = { minBytes: 0, maxBytes: 5 * 1024 ** 3 };
  const failed = (condition: unknown) =>
    new PolicyRefusal(
      403,
      'AccessDenied',
      `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`,
    );

  for (const condition of policy.conditions ?? []) {
    if (!Array.isArray(condition)) {
      for (const [name, expected] of Object.entries(condition)) {
        const field = name.toLowerCase();
        covered.add(field);
        if (values[field] !== expected) throw failed(condition);
      }
      continue;
    }
    const [operator, target, operand, upper] = condition;
    if (operator === 'content-length-range') {
      range.minBytes = Number(target);
      range.maxBytes = Number(operand);
      continue;
    }
    const field = String(target).replace(/^\$/, '').toLowerCase();
    covered.add(field);
    const value = values[field] ?? '';
    const holds =
      operator === 'eq' ? value === operand : operator === 'starts-with' ? value.startsWith(String(operand)) : false;
    if (!holds || upper !== undefined) throw failed(condition);
  }

  const uncovered = Object.keys(fields).filter(
    (name) => !UNCONDITIONED.has(name) && !name.startsWith('x-ignore-') && !covered.has(name),
  );
  if (uncovered.length)
    throw new PolicyRefusal(
      403,
      'AccessDenied',
      `Invalid according to Policy: Extra input fields: ${uncovered.join(', ')}`,
    );
  return range;
}
