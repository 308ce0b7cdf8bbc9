import { defineConfig, devices } from '@playwright/test';

/** Two at a time, each worker with a server and a demo office of its own (scripts/e2e-server.mjs); one at a time
 * against a server already running (E2E_BASE_URL), whose office they would share. */
const workers = process.env.E2E_BASE_URL ? 1 : 2;
// E2E_PORT (with E2E_PG_PORT and E2E_DATA_DIR, read by scripts/e2e-server.mjs) runs a second suite beside this one.
const port = Number(process.env.E2E_PORT ?? 3100);
// This file is read again in each worker, which Playwright has given its slot (0 to workers - 1) by then.
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port + worker}`;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } };

export default defineConfig({
  testDir: 'e2e',
  // Screenshots for looking at the screens are not checks: `npm run screenshots` takes them, `npm test` leaves them out.
  grep: process.env.SCREENSHOTS ? /@screenshots/ : undefined,
  grepInvert: process.env.SCREENSHOTS ? undefined : /@screenshots/,
  // A file's journeys run in turn; the accessibility sweep's tests (accessibility.spec.ts runs them in parallel) are
  // dealt out first, the longest sweeps being at once the longest tests of the run.
  workers,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // In CI a journey that fails is run once more and, if it then passes, reported as flaky (the run's summary names
  // it) rather than failing the landing; a real fault fails both times. Locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  // Two journeys at once on two cores take longer each than one alone did.
  timeout: 60_000,
  // A page's first answer on this two-core host, with the other worker's journey beside it, took over 10 s twice in
  // session 49's CI runs (the board's columns, a student's page), each shown a moment later: 20 s to appear.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    ...desktop,
    baseURL,
    // A trace only for a journey's second try: recording one for every journey (its screencast and snapshots) took
    // two fifths of the journeys' time. A failure seen locally is traced again with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser (ARCHITECTURE.md).
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // E2E_BASE_URL points the journeys at a server that is already running (with the demo accounts seeded).
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../../scripts/e2e-server.mjs',
        env: { E2E_SERVERS: String(workers) },
        url: `http://localhost:${port}/api/v1/health`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
      },
});
