import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { insertClient, insertStatuses } from '../modules/orders/test/fixtures.js';
import { type FakeSmsProvider, fakeSmsProvider } from '../test/fake-sms-provider.js';
import { insertProduct } from '../test/fixtures.js';
import { DIALECTS, type Dialect, createTestDb } from '../test/harness.js';
import { type ServerProcess, request, startServer, tempDir } from './server-process.js';

/**
 * The outbox under SIGKILL (issue 14): the real server takes orders, each queuing an e-mail and an SMS to the
 * shopper and an e-mail to the shop, and is killed while its worker sends them. After a restart on the same
 * database every message of every order is sent, none is lost, and none goes twice per channel: one file per
 * e-mail in the outbox folder, one SMS taken by the provider per idempotency key.
 */

const ORDERS = 40;
const KILL_AFTER = 20;
const SMS_KEY = 'crash-sms-key';

describe.each(DIALECTS)('SIGKILL while the outbox sends, on %s', (dialect: Dialect) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('sends every message of every order exactly once per channel after a restart', async () => {
    let url: string;
    let db: Kysely<Database>;
    if (dialect === 'sqlite') {
      url = `sqlite:${path.join(tempDir('outbox-crash'), 'dukkan.db')}`;
      db = openDatabase(url).db;
      await migrateToLatest(db);
    } else {
      const testDb = await createTestDb('postgres');
      url = testDb.url;
      db = testDb.db;
      cleanup.push(() => testDb.destroy());
    }
    await insertStatuses(db);
    const product = await insertProduct(db, { name_ar: 'تمر', name_en: 'Dates', quantity: 10_000 });
    const clients = await Promise.all(Array.from({ length: 4 }, (_, i) => insertClient(db, `Client ${i}`)));
    for (const [i, c] of clients.entries()) {
      await db
        .updateTable('clients')
        .set({ email: `client${i}@example.ly`, phone: `+21891234567${i}` })
        .where('id', '=', c.id)
        .execute();
    }
    await db.insertInto('settings').values({ key: 'emails', value: '["orders@dukkan.ly"]' }).execute();
    if (dialect === 'sqlite') await db.destroy();

    const sms: FakeSmsProvider = await fakeSmsProvider(SMS_KEY, 40);
    cleanup.push(() => sms.close());
    const outbox = path.join(tempDir('outbox-crash-mail'), 'outbox');
    const env = {
      DATABASE_URL: url,
      RATE_LIMIT: 'false',
      OUTBOX_DIR: outbox,
      OUTBOX_POLL_MS: '20',
      OUTBOX_LEASE_MS: '1500',
      OUTBOX_RETRY_MS: '100',
      SMS_PROVIDER_URL: sms.url,
      SMS_API_KEY: SMS_KEY,
    };

    // ── orders come in; the process dies while its worker is sending their messages ──
    const first = await startServer(env);
    cleanup.push(() => first.kill());
    let placed = 0;
    let killed = false;
    for (let n = 0; n < ORDERS && !killed; n++) {
      const client = clients[n % clients.length]!;
      try {
        const res = await request(first.url, 'POST', '/api/client/sales', {
          token: client.token,
          headers: { 'idempotency-key': `outbox-crash-${n}` },
          body: { products: [{ uuid: product.uuid, quantity: 1 }], delivery_method: 'pickup' },
        });
        expect(res.status).toBe(201);
        placed++;
      } catch (error) {
        if (!killed) throw error;
      }
      if (placed >= KILL_AFTER && sms.accepted.size > 0 && !killed) {
        killed = true;
        await first.kill();
      }
    }
    expect(killed).toBe(true);
    expect(first.child.signalCode).toBe('SIGKILL');

    if (dialect === 'sqlite') {
      db = openDatabase(url).db;
      cleanup.push(() => db.destroy());
    }
    const unsent = () =>
      db.selectFrom('outbox_messages').select(['idempotency_key', 'status']).where('status', '!=', 'sent').execute();
    // the kill left work behind (the provider answers slowly, so the worker lags the orders)
    expect((await unsent()).length).toBeGreaterThan(0);

    // ── restart: the worker takes over what was claimed (after its lease) and what was never sent ──
    const second: ServerProcess = await startServer(env);
    cleanup.push(() => second.stop());
    for (let i = 0; i < 300 && (await unsent()).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await unsent()).toEqual([]);

    const orders = await db.selectFrom('orders').select('id').execute();
    const rows = await db
      .selectFrom('outbox_messages')
      .select(['idempotency_key', 'channel', 'kind', 'order_id'])
      .execute();
    expect(orders.length).toBeGreaterThanOrEqual(KILL_AFTER);
    // three messages per order: nothing lost with the process
    for (const order of orders) {
      expect(
        rows
          .filter((r) => r.order_id === order.id)
          .map((r) => `${r.kind}:${r.channel}`)
          .sort(),
      ).toEqual(['new_order:email', 'order_placed:email', 'order_placed:sms']);
    }

    // e-mail: one file per message, named by its key
    const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.json'));
    const emailKeys = rows.filter((r) => r.channel === 'email').map((r) => r.idempotency_key.replace(/:/g, '_'));
    expect(files).toHaveLength(emailKeys.length);
    for (const key of emailKeys) expect(files.filter((f) => f.endsWith(`-${key}.json`))).toHaveLength(1);

    // SMS: the provider took each message once; a repeat of a key happens only for a send the kill interrupted
    const smsKeys = rows.filter((r) => r.channel === 'sms').map((r) => r.idempotency_key);
    expect([...sms.accepted.keys()].sort()).toEqual([...smsKeys].sort());
    const repeated = smsKeys.filter((k) => sms.hits.filter((h) => h.key === k && h.status === 200).length > 1);
    expect(repeated.length).toBeLessThanOrEqual(1);
  }, 180_000);
});
