import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { BASE_URL as baseURL, MAIL_URL } from './e2e/support/env';

/** PLAYWRIGHT_REPORTER: a reporter name ('list', 'line', 'html', 'junit', …); default 'list'. */
const reporter = (process.env.PLAYWRIGHT_REPORTER ?? 'list') as ReporterDescription[0];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [[reporter]],
  // the specs drive several screens and API set-ups per test; 90 s is the default, a few files ask for more
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    headless: true,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
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
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    // ready once the first-run admin has changed its password (scripts/e2e-server.mjs)
    url: `${MAIL_URL}/ready`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // SIGTERM, not Playwright's default SIGKILL: scripts/e2e-server.mjs then stops the server and its PostgreSQL
    // and removes the temporary data directory
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
