import type { FastifyRequest } from 'fastify';
/**
 * The request URL as it may be logged (issue 15 item 10): an order's uuid is as good as a password for reading that
 * order, so on order routes (`…/orders/…`) every uuid becomes `:uuid`, and their search (`q`, `number`) is hidden;
 * a phone or e-mail in any query string is hidden too.
 */
export declare function redactUrl(url: string): string;
/** Fastify's request log line, with the URL redacted. */
export declare function requestSerializer(request: FastifyRequest): {
    method: string;
    url: string;
    host: string;
    remoteAddress: string;
    remotePort: number | undefined;
};
