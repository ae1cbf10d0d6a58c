import { ENV } from '@functions/platform/env-names';
import { declareFunctions } from '@functions/platform/function-spec';
import { describe, expect, it } from 'vitest';

describe('declareFunctions', () => {
  const [fn] = declareFunctions('joins', [
    {
      name: 'post-nudge',
      description: 'A pending player reminds the host',
      routes: ['POST /api/requests/{id}/nudge'],
      env: [ENV.appUrl],
      table: 'readwrite',
    },
  ]);

  it("finds the handler in the domain's handlers folder", () => {
    expect(fn.entry).toBe('functions/joins/handlers/post-nudge.ts');
  });

  it('guards a route unless it is declared public', () => {
    expect(fn.routes).toEqual([{ method: 'POST', path: '/api/requests/{id}/nudge', auth: true }]);
    const [open] = declareFunctions('platform', [
      { name: 'get-health', description: 'Health', publicRoutes: ['GET /api/health'] },
    ]);
    expect(open.routes).toEqual([{ method: 'GET', path: '/api/health', auth: false }]);
  });

  it('gives a function with table access the table name first, once', () => {
    expect(fn.env).toEqual([ENV.tableName, ENV.appUrl]);
    const [again] = declareFunctions('joins', [
      { name: 'x', description: 'x', env: [ENV.appUrl, ENV.tableName], table: 'read' },
    ]);
    expect(again.env).toEqual([ENV.tableName, ENV.appUrl]);
  });

  it('leaves a function without table access only what it names, and no routes key without routes', () => {
    const [publisher] = declareFunctions('platform', [
      { name: 'publish-events', description: 'Publishes', env: [ENV.eventBusName] },
    ]);
    expect(publisher.env).toEqual([ENV.eventBusName]);
    expect(publisher).not.toHaveProperty('routes');
  });
});
