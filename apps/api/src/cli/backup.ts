import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { backupDatabase, restoreDatabase } from '../db/backup.js';

const { values } = parseArgs({
  options: { out: { type: 'string' }, restore: { type: 'string' }, into: { type: 'string' } },
});
const config = loadConfig();

if (values.restore) {
  const target = values.into ?? config.DATABASE_URL;
  await restoreDatabase(values.restore, target);
  console.info(`restored ${values.restore} into ${target.replace(/\/\/[^@]*@/, '//***@')}`);
} else {
  const file = await backupDatabase(config.DATABASE_URL, values.out ?? path.join(config.rootDir, 'data', 'backups'));
  console.info(`backup written: ${file}`);
}
