import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTIONS, ENV } from '@infra/manifest';
import { TABLE, createTableInput } from '@infra/table-definition';
import { readEnv } from '@functions/platform/env';

const ROOT = join(import.meta.dirname, '..', '..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });

describe('design rules', () => {
  it('no Scan anywhere in functions/ (no request reads the whole table)', () => {
    const offenders = files(join(ROOT, 'functions')).filter((file) =>
      /\bScanCommand\b|\.scan\(/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('only adapters (adapters/ folders, platform/aws, platform/dynamo) import the AWS SDK', () => {
    const adapter = /\/adapters\/|\/platform\/(aws|dynamo)\/|\/platform\/handlers\/publish-events\.ts$/;
    const offenders = files(join(ROOT, 'functions'))
      .filter((file) => !adapter.test(file))
      .filter((file) => /from '@aws-sdk\//.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('only the query helper sends a Query (one Query/paginate loop)', () => {
    const offenders = files(join(ROOT, 'functions'))
      .filter((file) => !file.endsWith(join('platform', 'dynamo', 'query.ts')))
      .filter((file) => /\bQueryCommand\b/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('every manifest entry exists, exports a handler and has a unique kebab-case name', async () => {
    const names = new Set<string>();
    for (const fn of FUNCTIONS) {
      expect(fn.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(names.has(fn.name)).toBe(false);
      names.add(fn.name);
      expect(fn.entry.endsWith(`${fn.name}.ts`)).toBe(true);
      const mod = await import(join(ROOT, fn.entry));
      expect(typeof mod.handler).toBe('function');
    }
    // Importing every handler (Powertools, the SDK clients) takes seconds on a loaded machine.
  }, 30_000);

  it('no two routes claim the same method and path', () => {
    const keys = FUNCTIONS.flatMap((fn) => (fn.routes ?? []).map((r) => `${r.method} ${r.path}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('builds the local table from the same index list as CDK', () => {
    const input = createTableInput('t');
    expect(input.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(TABLE.indexes.map((i) => i.name));
    expect(input.StreamSpecification?.StreamEnabled).toBe(true);
  });

  it('env validation names every missing variable', () => {
    expect(() => readEnv([ENV.tableName, ENV.eventBusName], {})).toThrow(
      'Missing environment variables: TABLE_NAME, EVENT_BUS_NAME',
    );
    expect(readEnv([ENV.tableName], { TABLE_NAME: 't' })).toEqual({ TABLE_NAME: 't' });
  });
});
