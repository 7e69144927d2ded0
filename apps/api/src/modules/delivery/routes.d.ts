import type { FastifyInstance } from 'fastify';
/** Where delivery companies deliver and what they offer. */
export declare function deliveryRoutes(fastify: FastifyInstance): Promise<void>;
