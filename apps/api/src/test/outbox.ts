import { type StoredMail, latestMailTo } from '../modules/mail/mailer.js';

/** The newest message to an address in an outbox folder, waiting for a running server's worker to write it. */
export async function waitForMailTo(dir: string, to: string, timeoutMs = 15_000): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await latestMailTo(dir, to);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no message to ${to} in ${dir} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
