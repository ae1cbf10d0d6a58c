import { defineConfig } from 'vitest/config';
import { cataloguePlugin } from '../web/build/catalogue-plugin';

// One runner, five layers (unit, handlers, integration, infra, e2e). Each project can be run alone: --project <name>.
export default defineConfig({
  // The import aliases of tsconfig.json (@shared, @functions…), for every project below.
  resolve: { tsconfigPaths: true },
  // Web modules under test read their texts from the compiled catalogues, as the build does.
  plugins: [cataloguePlugin()],
  test: {
    root: new URL('..', import.meta.url).pathname,
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'handlers', include: ['test/handlers/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/local-stack-setup.ts'],
          // npm test runs these beside the browser tests (test/run-suite.ts), on two cores shared with them.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/e2e-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // A browser's 'eventually' (a marker drawn, a push shown) waits as long as a locator does, not
          // Vitest's one second: with both test runs on two cores, a second is often not enough.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // One browser at a time: two cores are shared with DynamoDB Local and the server.
          fileParallelism: false,
        },
      },
    ],
  },
});
