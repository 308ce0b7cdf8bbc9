import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the real server process and its PostgreSQL under faults (SIGKILL mid-load, the database
 * stopping, uploads cut off) and backup/restore. Kept out of the server suite: each test starts its own servers
 * and PostgreSQLs and takes tens of seconds.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['test/faults*.suite.ts'],
    testTimeout: 240_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // each file has ports of its own, so two run at once (82 s against 107 s one at a time)
    maxWorkers: 2,
  },
});
