import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../http/errors.js';
import { type AuthenticatedClient, resolveClient } from './token-repository.js';

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
export const bearerAuth = [{ bearerAuth: [] }];

/** The options of a route only a signed-in client may use: `auth: 'required'`, and its OpenAPI entry saying so. */
export function clientRoute<S extends FastifySchema>(tags: string[], summary: string, schema: S) {
  return {
    config: { auth: 'required' as const },
    schema: { tags, summary, security: bearerAuth, ...schema },
  };
}

/** The token of an `Authorization: Bearer …` header; the scheme's name in any case (RFC 9110, 11.1). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The client who signed in; for handlers of routes with `auth: 'required'`. */
export function signedIn(request: FastifyRequest): AuthenticatedClient {
  if (!request.client) throw unauthenticated();
  return request.client;
}

/**
 * Client authentication as a plugin: routes declare `config.auth`, and one hook (after the null-byte check,
 * before validation) reads the bearer token, whose SHA-256 must match a live, unrevoked token.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('client', null);
    app.addHook('preValidation', async (request) => {
      const mode = request.routeOptions.config.auth;
      if (!mode) return;
      const token = bearerToken(request);
      request.client = token ? await resolveClient(app.db, token) : null;
      if (mode === 'required' && !request.client) throw unauthenticated();
    });
  },
  { name: 'auth' },
);
