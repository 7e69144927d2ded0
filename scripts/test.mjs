// `npm test`: builds, then runs every test: unit and API integration (Vitest, SQLite and, when
// TEST_POSTGRES_URL is set, PostgreSQL), the bundle budget, and the browser suite (Playwright).
// A machine without Chromium gets it first (as root on Debian/Ubuntu), or is told the exact command.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `◀ ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.CI && !process.env.TEST_POSTGRES_URL) {
  console.error('CI must test PostgreSQL too: set TEST_POSTGRES_URL.');
  process.exit(1);
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const APT = 'apt-get update && apt-get install -y chromium';

/** The browser suite runs Debian's Chromium: install it when missing, or stop with the command that does. */
function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const debian = fs.existsSync('/etc/debian_version');
  const root = process.getuid?.() === 0;
  if (debian && root && !process.env.CHROMIUM_PATH) {
    run('install Chromium', 'sh', ['-c', APT]);
    if (fs.existsSync(CHROMIUM)) return;
  }
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH is ${CHROMIUM}, which does not exist: point it at a Chromium binary.`);
    process.exit(1);
  }
  const command = debian
    ? `sudo sh -c '${APT}'`
    : 'install Chromium with your package manager, then: CHROMIUM_PATH=/path/to/chromium npm test';
  console.error(
    `Chromium is missing at ${CHROMIUM}; the browser tests need it. Run:\n  ${command}\nthen npm test again.`,
  );
  process.exit(1);
}

ensureChromium();
run('build', 'npm', ['run', 'build']);
run('unit and API tests', 'npx', ['vitest', 'run'], { DUKKAN_BUILT: '1' });
run('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
