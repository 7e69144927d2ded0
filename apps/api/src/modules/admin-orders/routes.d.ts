import type { FastifyInstance } from 'fastify';
/** The orders desk. */
export declare function adminOrdersRoutes(fastify: FastifyInstance): Promise<void>;
