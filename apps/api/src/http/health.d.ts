import type { FastifyInstance } from 'fastify';
/**
 * For load balancers and orchestrators (issue 15 item 11), outside /api, unauthenticated, never cached, not rate
 * limited: `GET /health` says the process answers (no database work, so a slow database does not get the process
 * killed); `GET /ready` says it can serve: the database answers and no migration is pending (one query each).
 */
export declare function healthRoutes(app: FastifyInstance): Promise<void>;
