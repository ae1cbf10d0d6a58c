import { describe, it, expect } from 'vitest';
import { Validations, type Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildStack, FAKE_FUNCTIONS, FULL_CONTEXT } from './stack-fixture';

// cdk-nag 3 is a CDK validation plugin (no Aspects, no NagSuppressions): findings come back
// from the pack, and acknowledgements are `Validations.of(x).acknowledge({ id, reason })`
// metadata on the construct or an ancestor.
const findings = (stack: Stack) => new AwsSolutionsChecks().validateScope(stack).violations;
const describeFindings = (stack: Stack) =>
  findings(stack).map(
    (v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
  );

function acknowledgements(stack: Stack) {
  const found: { path: string; id: string; reason: string }[] = [];
  for (const construct of stack.node.findAll()) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>))
        found.push({ path: construct.node.path, id, reason });
    }
  }
  return found;
}

const stacks = {
  'real manifest, no parameters': () => buildStack().stack,
  'fake manifest, every parameter': () => buildStack({ functions: FAKE_FUNCTIONS, context: FULL_CONTEXT }).stack,
  // Razorpay's secrets are only read when configured: the real manifest with every parameter.
  'real manifest, every parameter': () => buildStack({ context: FULL_CONTEXT }).stack,
};

describe.each(Object.entries(stacks))('AwsSolutions on the %s', (_, build) => {
  const stack = build();

  it('has no unacknowledged error or warning', () => {
    expect(describeFindings(stack)).toEqual([]);
  });

  it('gives every acknowledgement a written reason', () => {
    const acks = acknowledgements(stack).filter((a) => a.id.includes('AwsSolutions-'));
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThanOrEqual(40);
    }
  });

  it('never acknowledges a whole rule at stack level', () => {
    expect(acknowledgements(stack).filter((a) => a.path === stack.node.path && a.id.includes('AwsSolutions-'))).toEqual(
      [],
    );
  });
});

describe.each(Object.entries(stacks))('acknowledgements on the %s', (_, build) => {
  it('each silences a finding that is really there (none is stale)', () => {
    const stack = build();
    const acks = acknowledgements(stack)
      .map((a) => ({ ...a, id: a.id.replace(/^Annotation::/, '') }))
      .filter((a) => a.id.startsWith('AwsSolutions-'));
    for (const construct of stack.node.findAll()) {
      // Metadata is append-only in the public API; drop it to see what the checks find bare.
      const node = construct.node as unknown as { _metadata?: { type: string }[] };
      if (node._metadata)
        node._metadata = node._metadata.filter((m) => m.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY);
    }
    const bare = findings(stack);
    expect(bare.length).toBeGreaterThan(0);
    for (const ack of acks) {
      const silenced = bare.some(
        (v) =>
          v.ruleName === ack.id &&
          v.violatingResources.some(
            (r) => r.constructPath === ack.path || (r.constructPath ?? '').startsWith(`${ack.path}/`),
          ),
      );
      expect(silenced, `${ack.path} ${ack.id}`).toBe(true);
    }
  });
});
