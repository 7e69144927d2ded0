import type { FastifyInstance } from 'fastify';
import { type HttpError, fieldProblem, unprocessable } from './errors.js';

/**
 * The path (`products.0.uuid`, `_` for the whole value) of the first string or key holding a null byte, or null.
 * PostgreSQL cannot store U+0000 in text and SQLite's full-text queries choke on it, so no request may carry one.
 */
export function nullBytePath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = nullBytePath(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** 422 on the field that holds a null byte. */
export function nullByteError(path: string): HttpError {
  return unprocessable(fieldProblem(path, 'unsafe_text'));
}

/** Refuses null bytes in the query string and path parameters (bodies are checked by the JSON parser). */
export function refuseNullBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const path = nullBytePath(request.query) ?? nullBytePath(request.params);
    if (path) throw nullByteError(path);
  });
}
