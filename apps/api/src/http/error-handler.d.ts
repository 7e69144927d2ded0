import type { FastifyInstance } from 'fastify';
/**
 * The language edge: every refusal (thrown as an `HttpError` in codes, or raised by Fastify and its plugins)
 * becomes the one envelope `{message, errors?, details?}` in the request's language; 5xx answers carry a
 * `request_id` that is in the log, never a stack.
 */
export declare function errorHandler(app: FastifyInstance): void;
