import type { FastifyInstance } from 'fastify';

export async function ordersRoutes(_app: FastifyInstance): Promise<void> {}
