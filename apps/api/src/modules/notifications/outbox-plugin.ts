import type { FastifyInstance } from 'fastify';
import { publicBaseUrl } from '../../config.js';
import { createMailer } from '../mail/mailer.js';
import { createSmsProvider } from '../outbox/sms-provider.js';
import { type OutboxWorker, createOutboxWorker } from '../outbox/worker.js';
import { RECIPIENT_LIMITED_KINDS, SENSITIVE_KINDS } from './payloads.js';
import { renderMessage, scrubSentPayload } from './templates.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the outbox worker; main.ts starts it (OUTBOX_WORKER), tests call deliverDue() */
    outbox: OutboxWorker;
  }
}

/** Builds the outbox worker over this process's channels (SMTP or the outbox folder, the SMS provider). */
export function registerOutbox(app: FastifyInstance): void {
  const { config } = app;
  const mailer = createMailer(config, app.log);
  const ctx = { baseUrl: publicBaseUrl(config) };
  const worker = createOutboxWorker({
    db: app.db,
    log: app.log,
    render: (row) => renderMessage(row, ctx),
    sendMail: (mail) => mailer.send(mail),
    sendSms: config.SMS_PROVIDER_URL
      ? createSmsProvider({ url: config.SMS_PROVIDER_URL, apiKey: config.SMS_API_KEY, sender: config.SMS_SENDER })
      : null,
    sensitiveKinds: SENSITIVE_KINDS,
    recipientLimit: { kinds: RECIPIENT_LIMITED_KINDS, max: config.OUTBOX_RECIPIENT_HOURLY_MAX, windowMs: 60 * 60_000 },
    scrubPayload: scrubSentPayload,
    pollMs: config.OUTBOX_POLL_MS,
    leaseMs: config.OUTBOX_LEASE_MS,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    retryMs: config.OUTBOX_RETRY_MS,
  });
  app.decorate('outbox', worker);
  app.addHook('onClose', async () => {
    await worker.stop();
    mailer.close();
  });
}
