import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, createStaffSchema, message, parseLocalized } from '@dukkan/contracts';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { HttpError } from '../http/errors.js';
import { createStaff } from '../modules/admin-staff/service.js';

const USAGE = `usage: npm run staff:create -- --email E --role ${STAFF_ROLES.join('|')} [--name N] [--password P]
Without --password the password is asked for (not shown as it is typed).`;

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function password(given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  if (!process.stdin.isTTY) throw new Error('no --password given and no terminal to ask on');
  const first = await askHidden('Password: ');
  const again = await askHidden('Password again: ');
  if (first !== again) throw new Error('the two passwords differ');
  return first;
}

function fail(lines: string[]): never {
  console.error(lines.join('\n'));
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
  },
});
if (!values.email || !values.role) fail([USAGE]);

let secret: string;
try {
  secret = await password(values.password);
} catch (error) {
  fail([(error as Error).message]);
}
const input = parseLocalized(
  createStaffSchema,
  { email: values.email, role: values.role, name: values.name ?? values.email.split('@')[0], password: secret },
  'en',
);
if (!input.success) fail(Object.entries(input.errors).map(([field, errors]) => `${field}: ${errors.join(' ')}`));

const config = loadConfig();
const { db } = openDatabase(config.DATABASE_URL);
try {
  await migrateToLatest(db);
  const member = await createStaff(db, { staffId: null, ip: null }, input.data);
  console.info(`created staff member #${member.id} ${member.email} (${member.role}); log in at /admin/`);
} catch (error) {
  if (error instanceof HttpError && error.errors) {
    process.exitCode = 1;
    for (const [field, problems] of Object.entries(error.errors)) {
      console.error(`${field}: ${problems.map((p) => message(p.code, 'en', p.params)).join(' ')}`);
    }
  } else {
    throw error;
  }
} finally {
  await db.destroy();
}
