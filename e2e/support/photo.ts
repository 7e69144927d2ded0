import path from 'node:path';
import { test, type Locator, type Page } from '@playwright/test';

/** Where `E2E_SHOTS=1` runs leave their photos, one folder for the whole run. */
const SHOTS = process.env['SHOTS_DIR'] ?? path.join(import.meta.dirname, '..', '..', 'test-results', 'shots');

/**
 * Photographs a screen (or a part of one) for a person to look at, as `<spec>--<name>-<project>.png`, when the run
 * is asked for photos with `E2E_SHOTS=1`. A photo asserts nothing, and on a slow machine a full-page one
 * costs a second or two of both cores, so the suite's ordinary runs do without (decision 0084).
 */
export async function photograph(target: Page | Locator, name: string, { fullPage = false } = {}): Promise<void> {
  if (!process.env['E2E_SHOTS']) return;
  const info = test.info();
  const file = path.join(SHOTS, `${path.basename(info.file, '.spec.ts')}--${name}-${info.project.name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
}
