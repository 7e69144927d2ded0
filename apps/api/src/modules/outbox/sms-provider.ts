import { normalizeLibyanPhone } from '@dukkan/contracts';
import { PermanentSendError } from './worker.js';

export interface SmsProviderOptions {
  url: string;
  apiKey: string | undefined;
  sender: string;
  /** how long one request may take */
  timeoutMs?: number;
}

export interface Sms {
  to: string;
  text: string;
  /** the outbox message's key; the provider answers a repeated key without sending again */
  key: string;
}

export type SendSms = (sms: Sms) => Promise<void>;

/**
 * The HTTP SMS provider adapter: `POST url` with JSON `{from, to, text}`, `Authorization: Bearer <key>` and an
 * `Idempotency-Key`. Libyan mobiles only. A 4xx other than 408/429 is permanent (the message is kept as failed);
 * anything else is retried.
 */
export function createSmsProvider(options: SmsProviderOptions): SendSms {
  return async ({ to, text, key }) => {
    const phone = normalizeLibyanPhone(to);
    if (!phone) throw new PermanentSendError('not a Libyan mobile number');
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': key,
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ from: options.sender, to: phone, text }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    await response.body?.cancel();
    if (response.ok) return;
    const error = `SMS provider answered ${response.status}`;
    const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
    throw retryable ? new Error(error) : new PermanentSendError(error);
  };
}
