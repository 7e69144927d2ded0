// `npm test`: builds, then runs every test: unit and API integration (Vitest, SQLite and, when
// TEST_POSTGRES_URL is set, PostgreSQL), the bundle budget, and the browser suite (Playwright).
import { spawnSync } from 'node:child_process';

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

run('build', 'npm', ['run', 'build']);
run('unit and API tests', 'npx', ['vitest', 'run'], { DUKKAN_BUILT: '1' });
run('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
