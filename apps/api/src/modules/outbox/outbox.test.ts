import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMessageRow } from '../../db/schema.js';
import { DIALECTS, type TestDb, createTestDb } from '../../test/harness.js';
import type { MailMessage } from '../mail/mailer.js';
import { insertMessages, listFailedMessages, retryFailedMessage } from './repository.js';
import { type OutboxWorkerOptions, PermanentSendError, backoffMs, createOutboxWorker } from './worker.js';

const log = Fastify({ logger: false }).log;

describe('backoff', () => {
  it('doubles from the first wait, with at most 20 % jitter, capped at an hour', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 1_000, middle))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(backoffMs(1, 1_000, () => 0)).toBe(800);
    expect(backoffMs(1, 1_000, () => 1)).toBe(1_200);
    expect(backoffMs(30, 1_000, middle)).toBe(3_600_000);
  });
});

describe.each(DIALECTS)('the outbox on %s', (dialect) => {
  let t: TestDb;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => t.destroy());
  beforeEach(async () => {
    await t.db.deleteFrom('outbox_messages').execute();
  });

  async function enqueue(count: number, channel: 'email' | 'sms' = 'email', kind = 'contact_ack'): Promise<string[]> {
    const keys = Array.from({ length: count }, () => `${kind}:${++seq}:${channel}`);
    await insertMessages(
      t.db,
      keys.map((key) => ({
        idempotency_key: key,
        kind,
        channel,
        recipient: channel === 'email' ? 'a@example.ly' : '+218912345678',
        language: 'en',
        payload: '{}',
        order_id: null,
      })),
      new Date().toISOString(),
    );
    return keys;
  }

  const row = (key: string) =>
    t.db.selectFrom('outbox_messages').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();

  /** A worker whose e-mail channel records each send by key, and fails while `failing` says so. */
  function worker(overrides: Partial<OutboxWorkerOptions> = {}, failing: () => Error | null = () => null) {
    const sent: string[] = [];
    const w = createOutboxWorker({
      db: t.db,
      log,
      render: (r: OutboxMessageRow) =>
        r.channel === 'sms'
          ? { channel: 'sms', to: r.recipient, text: 'hi' }
          : { channel: 'email', mail: { to: r.recipient, subject: 's', text: 't', html: 'h' } },
      sendMail: async (mail: MailMessage) => {
        await new Promise((r) => setTimeout(r, 1));
        const error = failing();
        if (error) throw error;
        sent.push(mail.key);
      },
      sendSms: null,
      sensitiveKinds: new Set(['password_reset']),
      pollMs: 20,
      leaseMs: 60_000,
      maxAttempts: 3,
      retryMs: 50,
      ...overrides,
    });
    return { w, sent };
  }

  it('writes nothing when the transaction that queued the message rolls back', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await insertMessages(
          trx,
          [
            {
              idempotency_key: 'rolled:1:email',
              kind: 'contact_ack',
              channel: 'email',
              recipient: 'a@example.ly',
              language: 'ar',
              payload: '{}',
              order_id: null,
            },
          ],
          new Date().toISOString(),
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.selectFrom('outbox_messages').selectAll().execute()).toEqual([]);
  });

  it('keeps one message per key when the same one is queued twice', async () => {
    const [key] = await enqueue(1);
    await insertMessages(
      t.db,
      [
        {
          idempotency_key: String(key),
          kind: 'x',
          channel: 'email',
          recipient: 'b@x.ly',
          language: 'en',
          payload: '{}',
          order_id: null,
        },
      ],
      new Date().toISOString(),
    );
    const rows = await t.db.selectFrom('outbox_messages').selectAll().execute();
    expect(rows.map((r) => [r.idempotency_key, r.recipient])).toEqual([[key, 'a@example.ly']]);
  });

  it('sends every due message once and marks it sent', async () => {
    const keys = await enqueue(25);
    const { w, sent } = worker();
    expect(await w.deliverDue()).toBe(25);
    expect(await w.deliverDue()).toBe(0);
    expect([...sent].sort()).toEqual([...keys].sort());
    const rows = await t.db.selectFrom('outbox_messages').selectAll().execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.sent_at !== null)).toBe(true);
  });

  it('retries a failing message later with backoff, then keeps it as failed with the last error for staff', async () => {
    const [key] = await enqueue(1);
    const { w, sent } = worker({}, () => new Error('connect ECONNREFUSED 127.0.0.1:25'));
    await w.deliverDue();
    let r = await row(String(key));
    expect(r).toMatchObject({ status: 'pending', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(Date.parse(r.next_attempt_at)).toBeGreaterThan(Date.now());
    expect(await w.deliverDue()).toBe(0); // not due yet
    for (let attempt = 2; attempt <= 3; attempt++) {
      await new Promise((res) => setTimeout(res, 250));
      await w.deliverDue();
    }
    r = await row(String(key));
    expect(r).toMatchObject({ status: 'failed', attempts: 3 });
    expect(sent).toEqual([]);
    const failed = await listFailedMessages(t.db, { limit: 10, offset: 0 });
    expect(failed.total).toBe(1);
    expect(failed.rows[0]).toMatchObject({
      kind: 'contact_ack',
      attempts: 3,
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });

    // staff send it again, and this time it goes
    expect(await retryFailedMessage(t.db, r.id, new Date().toISOString())).toBe(true);
    const healthy = worker();
    await healthy.w.deliverDue();
    expect(healthy.sent).toEqual([key]);
    expect((await listFailedMessages(t.db, { limit: 10, offset: 0 })).total).toBe(0);
  });

  it('fails a message at once on a permanent error', async () => {
    const [key] = await enqueue(1);
    const { w } = worker({}, () => new PermanentSendError('550 no such mailbox'));
    await w.deliverDue();
    expect(await row(String(key))).toMatchObject({ status: 'failed', attempts: 1, last_error: '550 no such mailbox' });
  });

  it('keeps SMS as skipped when no provider is configured', async () => {
    const [key] = await enqueue(1, 'sms');
    const { w } = worker();
    await w.deliverDue();
    expect(await row(String(key))).toMatchObject({ status: 'skipped', last_error: 'sms_not_configured' });
  });

  it("sends a recipient at most the limit's shopper messages an hour, keeping the rest as skipped; others go out", async () => {
    const recipientLimit = { kinds: new Set(['status_changed']), max: 3, windowMs: 60 * 60_000 };
    // the shop's own notices to the same address neither count nor are held back
    const notCounted = await enqueue(4, 'email', 'new_order');
    const capped = await enqueue(5, 'email', 'status_changed');
    const { w, sent } = worker({ recipientLimit, batchSize: 1 });
    await w.deliverDue();
    expect(sent).toEqual([...notCounted, ...capped.slice(0, 3)]);
    for (const key of capped.slice(3)) {
      expect(await row(key)).toMatchObject({ status: 'skipped', last_error: 'recipient_limit' });
    }
    // the same mailbox written in capitals is the same recipient
    await insertMessages(
      t.db,
      [
        {
          idempotency_key: `status_changed:${++seq}:email`,
          kind: 'status_changed',
          channel: 'email',
          recipient: 'A@Example.LY',
          language: 'en',
          payload: '{}',
          order_id: null,
        },
      ],
      new Date().toISOString(),
    );
    await w.deliverDue();
    expect(sent).toHaveLength(7);
    // what was sent more than an hour ago no longer counts
    const hourAgo = new Date(Date.now() - 61 * 60_000).toISOString();
    await t.db.updateTable('outbox_messages').set({ updated_at: hourAgo }).where('status', '=', 'sent').execute();
    const later = await enqueue(1, 'email', 'status_changed');
    await w.deliverDue();
    expect(await row(String(later[0]))).toMatchObject({ status: 'sent' });
  });

  it("clears a reset message's data once it is sent", async () => {
    const [key] = await t.db.transaction().execute(async (trx) => {
      await insertMessages(
        trx,
        [
          {
            idempotency_key: 'password_reset:x:email',
            kind: 'password_reset',
            channel: 'email',
            recipient: 'a@example.ly',
            language: 'en',
            payload: '{"token":"secret"}',
            order_id: null,
          },
        ],
        new Date().toISOString(),
      );
      return ['password_reset:x:email'];
    });
    await worker().w.deliverDue();
    expect(await row(String(key))).toMatchObject({ status: 'sent', payload: '{}' });
  });

  it('takes over a message whose worker died while sending, once its lease is over, and not before', async () => {
    const [key] = await enqueue(1);
    // a worker claims it and dies before it can mark it (its send never returns)
    const rescuer = worker({ leaseMs: 400 });
    const hanging = createOutboxWorker({
      ...{ db: t.db, log, sendSms: null, sensitiveKinds: new Set<string>(), pollMs: 20, maxAttempts: 3, retryMs: 50 },
      leaseMs: 400,
      render: () => ({ channel: 'email', mail: { to: 'a@example.ly', subject: 's', text: 't', html: 'h' } }),
      sendMail: () => new Promise<void>(() => undefined),
    });
    void hanging.deliverDue();
    await new Promise((r) => setTimeout(r, 50));
    expect(await row(String(key))).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await rescuer.w.deliverDue()).toBe(0);
    await new Promise((r) => setTimeout(r, 450));
    expect(await rescuer.w.deliverDue()).toBe(1);
    expect(rescuer.sent).toEqual([key]);
    expect(await row(String(key))).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('lets several workers share the queue without sending any message twice', async () => {
    const keys = await enqueue(60);
    const workers = Array.from({ length: 4 }, () => worker());
    await Promise.all(workers.map(({ w }) => w.deliverDue()));
    const sent = workers.flatMap((x) => x.sent);
    expect(sent).toHaveLength(60);
    expect(new Set(sent)).toEqual(new Set(keys));
    if (dialect === 'postgres') {
      // with row locks skipped rather than waited for, the work was spread
      expect(workers.filter((x) => x.sent.length > 0).length).toBeGreaterThan(1);
    }
  });

  it('polls by itself once started, and stops', async () => {
    const { w, sent } = worker();
    w.start();
    const keys = await enqueue(3);
    for (let i = 0; i < 100 && sent.length < 3; i++) await new Promise((r) => setTimeout(r, 20));
    await w.stop();
    expect([...sent].sort()).toEqual([...keys].sort());
    const [late] = await enqueue(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(sent).not.toContain(late);
  });
});
