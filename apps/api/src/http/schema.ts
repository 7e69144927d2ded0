import { isDeepStrictEqual } from 'node:util';
import { errorBodySchema, issueFields, issueMessage } from '@dukkan/contracts';
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import { type FieldProblems, unprocessable } from './errors.js';

type RawIssue = z.core.$ZodRawIssue;

/**
 * Validates params, query and body with the route's zod schemas (the values handlers get are the parsed ones).
 * A failure is a 422 in codes, one per field, that the error handler words in the request's language.
 * An absent body is read as `{}`, so each missing field is named.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {}, { reportInput: true });
    if (result.success) return { value: result.data };
    const problems: FieldProblems = {};
    for (const issue of result.error.issues) {
      const message = issueMessage(issue as RawIssue);
      for (const field of issueFields(issue)) (problems[field] ??= []).push(message);
    }
    return { error: unprocessable(problems) };
  };

/** JSON without a round trip through the schema, so values and key order are what the handler built. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/**
 * Why `data` is not what `schema` declares (a missing or wrong field, or a field the schema does not name),
 * or null when it is.
 */
export function responseMismatch(schema: z.ZodType, data: unknown): string | null {
  const result = schema.safeParse(data);
  if (!result.success) return result.error.message;
  return isDeepStrictEqual(asJson(result.data), asJson(data))
    ? null
    : 'the answer holds fields its schema does not declare';
}

/**
 * Serialises answers with plain `JSON.stringify`. With `check` (the test suites), every answer is first compared
 * with the response schema its route declares for that status, and a mismatch fails the request (500), so a
 * route answering a shape it did not declare fails its tests.
 */
export function serializerCompiler(check: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) =>
    (data) => {
      if (check) {
        const mismatch = responseMismatch(schema, data);
        if (mismatch) throw new Error(`${method} ${url} answered ${httpStatus} off its schema: ${mismatch}`);
      }
      return JSON.stringify(data);
    };
}

/**
 * For the test suites: a route that declares its answers may only succeed with a status it declares, and a refusal
 * it does not declare (a null byte, a body too large, a rate limit) must still be the one error envelope.
 * Declared statuses are checked by the serializer.
 */
export function checkUndeclaredAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const declared = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    const status = reply.statusCode;
    if (!declared || status === 304 || String(status) in declared) return payload;
    const where = `${request.method} ${request.routeOptions.url ?? request.url} answered ${status}`;
    if (status < 400) throw new Error(`${where}, which it does not declare`);
    const mismatch = typeof payload === 'string' ? responseMismatch(errorBodySchema, JSON.parse(payload)) : 'no JSON';
    if (mismatch) throw new Error(`${where} off the error envelope: ${mismatch}`);
    return payload;
  });
}
