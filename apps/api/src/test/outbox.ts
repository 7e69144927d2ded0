import { type StoredMail, readOutbox } from '../modules/mail/mailer.js';

/**
 * The newest message to an address in an outbox folder that `holds` (a reset link, say: the notice of a changed
 * password goes to the same address, in whatever order the worker writes them), waiting for a running server's
 * worker to write it.
 */
export async function waitForMailTo(
  dir: string,
  to: string,
  holds: (mail: StoredMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  const wanted = to.trim().toLowerCase();
  for (;;) {
    const mail = (await readOutbox(dir)).filter((m) => m.to.trim().toLowerCase() === wanted && holds(m)).at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no such message to ${to} in ${dir} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
