import type { FastifyInstance } from 'fastify';
/** The client's account: registration, login and logout, guest subscribers, profile, password reset, contact-us. */
export declare function accountsRoutes(fastify: FastifyInstance): Promise<void>;
