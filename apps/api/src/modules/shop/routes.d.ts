import type { FastifyInstance } from 'fastify';
export declare function shopRoutes(fastify: FastifyInstance): Promise<void>;
