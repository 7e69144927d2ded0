import type { FastifyInstance } from 'fastify';
/** Login attempts per address per minute, before the per-e-mail lock (login-limiter.ts). */
export declare const STAFF_LOGIN_RATE_LIMIT: {
    max: number;
    timeWindow: number;
};
/** The staff member's session: login, logout, who am I, two-factor login. */
export declare function adminAuthRoutes(fastify: FastifyInstance): Promise<void>;
