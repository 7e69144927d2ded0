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
export declare function createSmsProvider(options: SmsProviderOptions): SendSms;
