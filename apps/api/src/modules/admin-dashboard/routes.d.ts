import type { FastifyInstance } from 'fastify';
export declare function adminDashboardRoutes(fastify: FastifyInstance): Promise<void>;
