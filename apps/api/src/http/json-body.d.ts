import type { FastifyInstance } from 'fastify';
export declare const MAX_JSON_DEPTH = 8;
/**
 * Bodies are JSON only (anything else is 415), parsed with prototype-poisoning protection and
 * refused past a small nesting depth, so a hostile body cannot make validation expensive, and refused when a string
 * or key holds a null byte. Both refusals are 422 naming the field, like any other bad input. A key given twice in
 * one object is 400 (see duplicate-keys.ts).
 */
export declare function jsonBodiesOnly(app: FastifyInstance): void;
