import type { FastifyInstance } from 'fastify';
export declare function catalogueRoutes(fastify: FastifyInstance): Promise<void>;
