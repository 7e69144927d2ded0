import { parseLocalized } from '@dukkan/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { unprocessable } from './errors.js';

/** Parses a part of the request with a shared zod schema; bad input becomes a 422 with localized field errors. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, request: FastifyRequest): z.output<S> {
  const result = parseLocalized(schema, input ?? {}, request.locale);
  if (!result.success) throw unprocessable(result.errors);
  return result.data;
}
