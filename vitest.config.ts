import { defineConfig } from 'vitest/config';

/**
 * Test tiers: shared schema units, server services with fakes, server API on a real database
 * (SQLite, or PostgreSQL when TEST_DATABASE_URL is set), and web units. Browser journeys live
 * in e2e/ and run under Playwright.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-api',
          include: ['apps/server/src/**/*.api.test.ts'],
          environment: 'node',
          // The API files build their own app and database each and mock nothing, so they can
          // share loaded modules: each worker imports the app once instead of once per file
          // (on two cores the suite takes a third of the time).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' } },
    ],
  },
});
