import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

export const MAX_JSON_DEPTH = 8;

function depthOf(value: unknown, limit: number, depth = 0): number {
  if (depth > limit || value === null || typeof value !== 'object') return depth;
  let max = depth;
  for (const child of Object.values(value)) {
    max = Math.max(max, depthOf(child, limit, depth + 1));
    if (max > limit) break;
  }
  return max;
}

/**
 * Bodies are JSON only (anything else is 415), parsed with prototype-poisoning protection and
 * refused past a small nesting depth, so a hostile body cannot make validation expensive.
 */
export function jsonBodiesOnly(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, String(body), (error, value) => {
      if (error) return done(error);
      if (depthOf(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
        return done(new HttpError(422, 'validation_failed'));
      }
      done(null, value);
    });
  });
}
