import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  // Browser tests are required: a missing browser is a failure, never a silent skip.
  throw new Error(`Chromium not found at ${CHROMIUM}: install it with "apt-get install -y chromium".`);
}

/**
 * The tests run in English, by how their titles name the language ("(en)", "in en", "en:"), in the storefront's
 * or the back office's specs; nothing with `E2E_FULL=1`, which runs every test in both languages on both screens.
 */
function englishIn(side: 'storefront' | 'admin'): RegExp | undefined {
  if (process.env['E2E_FULL']) return undefined;
  const file = side === 'admin' ? 'admin-[\\w-]+' : '(?!admin-)[\\w-]+';
  return new RegExp(`(^|\\s)${file}\\.spec\\.ts\\s.*(\\(en\\)|\\bin en\\b|\\ben:)`);
}

const PORT = Number(process.env['E2E_PORT'] ?? 4173);
// The runner makes the folder; its workers load this file again and must reuse it (they inherit the runner's env).
const dataDir = process.env['E2E_DATA_DIR'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-e2e-'));
process.env['E2E_DATA_DIR'] = dataDir;
export const E2E_OUTBOX = path.join(dataDir, 'outbox');
process.env['E2E_OUTBOX'] = E2E_OUTBOX;
process.env['E2E_DB'] = path.join(dataDir, 'e2e.db');

const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list']] : [['list']],
  outputDir: path.join(import.meta.dirname, '..', 'test-results', String(PORT)),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // Arabic, the shop's first language, runs on both screens; English on the screen its users hold: the
  // storefront's on a phone, the back office's on a desk (decision 0084). Grep sees "file describe title".
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
      grepInvert: englishIn('storefront'),
    },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grepInvert: englishIn('admin') },
  ],
  webServer: {
    command: 'node apps/api/dist/main.js',
    cwd: path.join(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${PORT}/api/client/settings`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.db')}`,
      IMAGES_DIR: path.join(dataDir, 'images'),
      OUTBOX_DIR: E2E_OUTBOX,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
      // the specs' few test shoppers get far more messages in a run than a real one in an hour (decision 0083)
      OUTBOX_RECIPIENT_HOURLY_MAX: '100000',
      // fourteen pages of 50: specs that order take products from pages of their own (see productsInStock)
      SEED_PRODUCTS: '700',
    },
  },
});
