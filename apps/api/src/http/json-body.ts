import type { FastifyInstance } from 'fastify';
import { duplicateKey } from './duplicate-keys.js';
import { HttpError, fieldProblem, unprocessable } from './errors.js';
import { nullByteError, nullBytePath } from './null-bytes.js';

export const MAX_JSON_DEPTH = 8;

/** The path of the first value nested deeper than `limit` (`_` when the whole body is), or null. */
function tooDeepPath(value: unknown, limit: number, path: string[] = []): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (path.length >= limit) return path.join('.') || '_';
  for (const [key, child] of Object.entries(value)) {
    const found = tooDeepPath(child, limit, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Bodies are JSON only (anything else is 415), parsed with prototype-poisoning protection and
 * refused past a small nesting depth, so a hostile body cannot make validation expensive, and refused when a string
 * or key holds a null byte. Both refusals are 422 naming the field, like any other bad input. A key given twice in
 * one object is 400 (see duplicate-keys.ts). An empty body is no body: the route's schema answers it.
 */
export function jsonBodiesOnly(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // no body at all is a request that gave no fields: the route's schema names the ones it needs (422), as for `{}`
    if (String(body).length === 0) return done(null, undefined);
    parse(request, String(body), (error, value) => {
      if (error) return done(error);
      const deep = tooDeepPath(value, MAX_JSON_DEPTH);
      if (deep) return done(unprocessable(fieldProblem(deep, 'validation_failed')));
      const nul = nullBytePath(value);
      if (nul) return done(nullByteError(nul));
      const twice = duplicateKey(String(body));
      if (twice) {
        const params = { field: twice.key };
        return done(
          new HttpError(
            400,
            'duplicate_json_key',
            fieldProblem(twice.path, 'duplicate_json_key', params),
            undefined,
            params,
          ),
        );
      }
      done(null, value);
    });
  });
}
