import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuthenticatedClient } from './token-repository.js';
declare module 'fastify' {
    interface FastifyContextConfig {
        /**
         * `required`: 401 unless the bearer token is live; `optional`: a live token makes the client known, an absent
         * or stale one is a guest. Either way `request.client` is set before validation and rate limits.
         */
        auth?: 'required' | 'optional';
    }
    interface FastifyRequest {
        client: AuthenticatedClient | null;
    }
}
/** OpenAPI `security` for routes with `config: { auth: 'required' }`. */
export declare const bearerAuth: {
    bearerAuth: never[];
}[];
export declare function bearerToken(request: FastifyRequest): string | null;
/** The client who signed in; for handlers of routes with `auth: 'required'`. */
export declare function signedIn(request: FastifyRequest): AuthenticatedClient;
/**
 * Client authentication as a plugin: routes declare `config.auth`, and one hook (after the null-byte check,
 * before validation) reads the bearer token, whose SHA-256 must match a live, unrevoked token.
 */
export declare const authPlugin: (app: FastifyInstance) => Promise<void>;
