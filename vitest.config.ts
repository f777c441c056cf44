import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time (vitest's default on 2 CPUs is one): an API file has its own databases, data directory
    // and Redis prefix, and while one waits on PostgreSQL, a stand-in or a timer the other runs (the API suite took
    // 35 min one file at a time on the CI's 2 CPUs; a third worker only adds contention).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          // Checks on the repository itself: the import boundaries the lint enforces.
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // The web app's hooks and components in happy-dom, built with the app's own Vite config.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // One worker per shop (e2e/global-setup.ts starts E2E_SHOPS of them): a worker's journeys run one after
          // another on its own shop, as all of them did on one shop before, in half the time.
          maxWorkers: Number(process.env.E2E_SHOPS ?? 2),
          // Its own group (after the others) so that its worker count may differ from theirs.
          sequence: { groupOrder: 1 },
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/support/memory-trace.ts'],
          // A round trip to the server plus a render can pass 1 s (vitest's default) on a busy shared machine;
          // a journey still fails when what it waits for never happens.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
