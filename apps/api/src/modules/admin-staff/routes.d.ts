import type { FastifyInstance } from 'fastify';
/** The owner's staff management. */
export declare function adminStaffRoutes(fastify: FastifyInstance): Promise<void>;
