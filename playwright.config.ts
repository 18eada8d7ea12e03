import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3210)

// Debian's Chromium headless shell (package chromium-headless-shell): Playwright cannot download its own browser here,
// and the shell is what Playwright itself runs headless tests in, Chromium's engine without the browser's own
// interface. On this suite it costs about 40 % less CPU than `chromium --headless`. The flags keep it off the closed
// network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // The browser tests mostly wait (on the server, on hydration, on animations): three at a time on two cores (four
  // drove the load average above 20).
  workers: 3,
  retries: 0,
  reporter: [['list']],
  // Limits for a hang, not budgets: a test waits for states, and on a busy machine (CI beside other work, two cores)
  // a page may take many seconds to reach one. No test asserts how fast anything is (docs/performance.md).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  globalSetup: './tests/e2e/support/globalSetup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
})
