import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, latestMailTo, readOutbox } from './mailer.js';

const log = Fastify({ logger: false }).log;
const tempDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-mail-')), 'outbox');

describe('mailer without SMTP: the outbox', () => {
  it('writes each message as a JSON file readable by the owner only', async () => {
    const dir = tempDir();
    const mailer = createMailer({ MAIL_FROM: 'Dukkan <no-reply@dukkan.ly>', OUTBOX_DIR: dir }, log);
    await mailer.send({ to: 'Huda@Example.ly', subject: 'مرحباً', text: 'نص', html: '<p>نص</p>' });

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

  it('finds the newest message for an address, in any letter case', async () => {
    const dir = tempDir();
    const mailer = createMailer({ MAIL_FROM: 'shop@dukkan.ly', OUTBOX_DIR: dir }, log);
    for (const n of [1, 2, 3]) {
      await mailer.send({ to: 'a@example.ly', subject: `a${n}`, text: '', html: '' });
      await mailer.send({ to: 'b@example.ly', subject: `b${n}`, text: '', html: '', replyTo: 'x@example.ly' });
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

/** A minimal SMTP server that accepts every message and keeps its raw text. */
function fakeSmtp(): Promise<{ port: number; messages: string[]; close: () => void }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, messages, close: () => server.close() });
    });
  });
}

describe('mailer with SMTP_URL', () => {
  const closers: (() => void)[] = [];
  afterAll(() => closers.forEach((c) => c()));

  it('sends over SMTP and writes nothing to the outbox', async () => {
    const smtp = await fakeSmtp();
    closers.push(smtp.close);
    const dir = tempDir();
    const mailer = createMailer(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'no-reply@dukkan.ly', OUTBOX_DIR: dir },
      log,
    );
    closers.push(() => mailer.close());
    await mailer.send({
      to: 'client@example.ly',
      subject: 'Reset your Dukkan password',
      text: 'hello',
      html: '<p>hello</p>',
      replyTo: 'r@example.ly',
    });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('To: client@example.ly');
    expect(smtp.messages[0]).toContain('Reply-To: r@example.ly');
    expect(smtp.messages[0]).toContain('Subject: Reset your Dukkan password');
    expect(await readOutbox(dir)).toEqual([]);
  });
});
