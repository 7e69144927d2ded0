import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
/**
 * Errors raised before a request reaches the app's hooks still answer the one envelope `{message}` in the request's
 * language: the router's (a malformed percent-encoding in the path, a path parameter too long) through Fastify's
 * `frameworkErrors`, and Node's parser's (headers too large, a malformed request line) through `clientErrorHandler`.
 */
export declare function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void;
export declare function clientErrorHandler(this: FastifyInstance, error: Error & {
    code?: string;
    rawPacket?: unknown;
}, socket: Duplex): void;
