import type { FastifyInstance } from 'fastify';
import { type HttpError } from './errors.js';
/**
 * The path (`products.0.uuid`, `_` for the whole value) of the first string or key holding a null byte, or null.
 * PostgreSQL cannot store U+0000 in text and SQLite's full-text queries choke on it, so no request may carry one.
 */
export declare function nullBytePath(value: unknown, path?: string[]): string | null;
/** 422 on the field that holds a null byte. */
export declare function nullByteError(path: string): HttpError;
/** Refuses null bytes in the query string and path parameters (bodies are checked by the JSON parser). */
export declare function refuseNullBytes(app: FastifyInstance): void;
