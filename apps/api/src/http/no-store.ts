import type { FastifyReply } from 'fastify';

/** Marks an answer as one no cache may keep (a client's own data). */
export const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
