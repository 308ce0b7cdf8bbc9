import { defineConfig, devices } from '@playwright/test';

// E2E_PORT (with E2E_PG_PORT and E2E_DATA_DIR, read by scripts/e2e-server.mjs) runs a second suite beside this one.
const port = process.env.E2E_PORT ?? '3100';
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } };

export default defineConfig({
  testDir: 'e2e',
  // Screenshots for looking at the screens are not checks: `npm run screenshots` takes them, `npm test` leaves them out.
  grep: process.env.SCREENSHOTS ? /@screenshots/ : undefined,
  grepInvert: process.env.SCREENSHOTS ? undefined : /@screenshots/,
  // The accessibility sweep first, its screens two at a time (it only reads, each test in its own account's
  // session); then the journeys one at a time, as they share the demo office's data.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // In CI a journey that fails is run once more and, if it then passes, reported as flaky (the run's summary names
  // it) rather than failing the landing; a real fault fails both times. Locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  projects: [
    { name: 'accessibility', testMatch: /accessibility\.spec\.ts$/, fullyParallel: true, use: desktop },
    {
      name: 'journeys',
      testIgnore: /accessibility\.spec\.ts$/,
      workers: 1,
      dependencies: ['accessibility'],
      use: desktop,
    },
  ],
  // E2E_BASE_URL points the journeys at a server that is already running (with the demo accounts seeded).
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../../scripts/e2e-server.mjs',
        url: `http://localhost:${port}/api/v1/health`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
      },
});
