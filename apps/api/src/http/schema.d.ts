import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
/**
 * Validates params, query and body with the route's zod schemas (the values handlers get are the parsed ones).
 * A failure is a 422 in codes, one per field, that the error handler words in the request's language.
 * An absent body is read as `{}`, so each missing field is named.
 */
export declare const validatorCompiler: FastifySchemaCompiler<z.ZodType>;
/**
 * Why `data` is not what `schema` declares (a missing or wrong field, or a field the schema does not name),
 * or null when it is.
 */
export declare function responseMismatch(schema: z.ZodType, data: unknown): string | null;
/**
 * Serialises answers with plain `JSON.stringify`. With `check` (the test suites), every answer is first compared
 * with the response schema its route declares for that status, and a mismatch fails the request (500), so a
 * route answering a shape it did not declare fails its tests.
 */
export declare function serializerCompiler(check: boolean): FastifySerializerCompiler<z.ZodType>;
/**
 * For the test suites: a route that declares its answers may only succeed with a status it declares, and a refusal
 * it does not declare (a null byte, a body too large, a rate limit) must still be the one error envelope.
 * Declared statuses are checked by the serializer.
 */
export declare function checkUndeclaredAnswers(app: FastifyInstance): void;
