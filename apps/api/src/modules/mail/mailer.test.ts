import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type SmtpMode, fakeSmtp } from '../../test/fake-smtp.js';
import { type MailMessage, createMailer, latestMailTo, messageId, readOutbox } from './mailer.js';

const log = Fastify({ logger: false }).log;
const tempDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-mail-')), 'outbox');
let sequence = 0;
const mail = (fields: Partial<MailMessage> & Pick<MailMessage, 'to' | 'subject'>): MailMessage => {
  sequence += 1;
  return {
    text: '',
    html: '',
    key: `test:${sequence}:email`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)).toISOString(),
    ...fields,
  };
};

describe('mailer without SMTP: the outbox', () => {
  it('writes each message as a JSON file readable by the owner only', async () => {
    const dir = tempDir();
    const mailer = createMailer({ MAIL_FROM: 'Dukkan <no-reply@dukkan.ly>', OUTBOX_DIR: dir }, log);
    await mailer.send(mail({ to: 'Huda@Example.ly', subject: 'مرحباً', text: 'نص', html: '<p>نص</p>' }));

    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.json$/);
    const file = path.join(dir, String(files[0]));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const stored: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(stored).toEqual({
      from: 'Dukkan <no-reply@dukkan.ly>',
      to: 'Huda@Example.ly',
      reply_to: null,
      subject: 'مرحباً',
      text: 'نص',
      html: '<p>نص</p>',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('writes a message sent twice (a resend after a crash) to the same one file', async () => {
    const dir = tempDir();
    const mailer = createMailer({ MAIL_FROM: 'shop@dukkan.ly', OUTBOX_DIR: dir }, log);
    const once = mail({ to: 'a@example.ly', subject: 'once' });
    await mailer.send(once);
    await mailer.send(once);
    await mailer.send(mail({ to: 'a@example.ly', subject: 'another' }));
    expect((await readOutbox(dir)).map((m) => m.subject)).toEqual(['once', 'another']);
  });

  it('finds the newest message for an address, in any letter case', async () => {
    const dir = tempDir();
    const mailer = createMailer({ MAIL_FROM: 'shop@dukkan.ly', OUTBOX_DIR: dir }, log);
    for (const n of [1, 2, 3]) {
      await mailer.send(mail({ to: 'a@example.ly', subject: `a${n}` }));
      await mailer.send(mail({ to: 'b@example.ly', subject: `b${n}`, replyTo: 'x@example.ly' }));
    }
    expect((await latestMailTo(dir, 'A@EXAMPLE.LY'))?.subject).toBe('a3');
    expect(await latestMailTo(dir, 'b@example.ly')).toMatchObject({ subject: 'b3', reply_to: 'x@example.ly' });
    expect(await latestMailTo(dir, 'nobody@example.ly')).toBeNull();
    expect((await readOutbox(dir)).map((m) => m.subject)).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'b3']);
  });

  it('reads a missing outbox as empty', async () => {
    const dir = tempDir();
    expect(await readOutbox(dir)).toEqual([]);
    expect(await latestMailTo(dir, 'a@example.ly')).toBeNull();
  });
});

describe('mailer with SMTP_URL', () => {
  const closers: (() => unknown)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  async function smtpMailer(mode: SmtpMode) {
    const smtp = await fakeSmtp(mode);
    closers.push(smtp.close);
    const dir = tempDir();
    const mailer = createMailer(
      {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Dukkan <no-reply@dukkan.ly>',
        OUTBOX_DIR: dir,
        SMTP_CONNECTION_TIMEOUT_MS: 300,
        SMTP_GREETING_TIMEOUT_MS: 300,
        SMTP_SOCKET_TIMEOUT_MS: 300,
      },
      log,
    );
    closers.push(() => mailer.close());
    return { smtp, mailer, dir };
  }

  it('sends over SMTP with a Message-ID fixed by the key, and writes nothing to the outbox', async () => {
    const { smtp, mailer, dir } = await smtpMailer('answer');
    const message = mail({
      to: 'client@example.ly',
      subject: 'Reset your Dukkan password',
      text: 'hello',
      html: '<p>hello</p>',
      replyTo: 'r@example.ly',
    });
    await mailer.send(message);
    await mailer.send(message);
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.messages[0]).toContain('To: client@example.ly');
    expect(smtp.messages[0]).toContain('Reply-To: r@example.ly');
    expect(smtp.messages[0]).toContain('Subject: Reset your Dukkan password');
    // a resend carries the same Message-ID, so mail systems keep one copy
    expect(smtp.messageIds()).toEqual([
      messageId(message.key, 'x <a@dukkan.ly>'),
      messageId(message.key, 'b@dukkan.ly'),
    ]);
    expect(smtp.messageIds()[0]).toMatch(/^<[0-9a-f]{32}@dukkan\.ly>$/);
    expect(await readOutbox(dir)).toEqual([]);
  });

  it.each<SmtpMode>(['silent', 'greet-then-hang'])(
    'gives up on a server that is %s within its timeouts',
    async (mode) => {
      const { smtp, mailer } = await smtpMailer(mode);
      const started = Date.now();
      await expect(mailer.send(mail({ to: 'client@example.ly', subject: 'x' }))).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(smtp.messages).toEqual([]);
    },
  );

  it('refuses a malformed address when it is made, not at its first message', () => {
    const options = {
      SMTP_URL: 'smtps://user:%zz@mail.example.ly',
      MAIL_FROM: 'shop@dukkan.ly',
      OUTBOX_DIR: tempDir(),
    };
    expect(() => createMailer(options, log)).toThrow(URIError);
  });

  it('closes before its first message without opening a connection, and sends nothing after', async () => {
    const { smtp, mailer } = await smtpMailer('answer');
    mailer.close();
    await expect(mailer.send(mail({ to: 'client@example.ly', subject: 'x' }))).rejects.toThrow('closed');
    expect(smtp.messages).toEqual([]);
  });
});
