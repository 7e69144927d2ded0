import type { FastifyInstance } from 'fastify';
/** The audit log, read-only: nothing in the API changes or removes its rows. */
export declare function auditRoutes(fastify: FastifyInstance): Promise<void>;
