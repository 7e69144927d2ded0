import { type FieldErrors, type Locale, message } from '@dukkan/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { RETRY_AFTER_SECONDS, unavailableReason } from '../db/unavailable.js';
import { type FieldProblems, HttpError } from './errors.js';
import { RetryLater } from './retry-later.js';

/** Field problems in the request's language. */
function fieldTexts(problems: FieldProblems, locale: Locale): FieldErrors {
  return Object.fromEntries(
    Object.entries(problems).map(([field, refs]) => [field, refs.map((r) => message(r.code, locale, r.params))]),
  );
}

/**
 * The language edge: every refusal (thrown as an `HttpError` in codes, or raised by Fastify and its plugins)
 * becomes the one envelope `{message, errors?, details?}` in the request's language; 5xx answers carry a
 * `request_id` that is in the log, never a stack.
 */
export function errorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const locale = request.locale;
    if (error instanceof RetryLater) reply.header('retry-after', String(error.retryAfter));
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        message: message(error.messageCode, locale, error.params),
        ...(error.errors ? { errors: fieldTexts(error.errors, locale) } : {}),
        ...(error.details !== undefined ? { details: error.details } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: message('too_many_requests', locale) });
    if (status === 413) return reply.status(413).send({ message: message('payload_too_large', locale) });
    if (status === 415) return reply.status(415).send({ message: message('unsupported_media_type', locale) });
    if (status === 400 && (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)) {
      return reply.status(400).send({ message: message('malformed_json', locale) });
    }
    if (status >= 400 && status < 500) {
      const code = status === 404 ? 'not_found' : status === 403 ? 'forbidden' : 'validation_failed';
      return reply.status(status).send({ message: message(code, locale) });
    }
    const unavailable = unavailableReason(error);
    if (unavailable) {
      request.log.error({ err: error, reqId: request.id, reason: unavailable }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS[unavailable]))
        .send({ message: message('service_unavailable', locale), request_id: request.id });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send({ message: message('server_error', locale), request_id: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: message('route_not_found', request.locale) });
  });
}
