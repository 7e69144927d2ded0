import { PERMISSIONS, type RoutePermission, roleAllows } from '@dukkan/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden, unauthenticated } from '../http/errors.js';
import type { StaffAuditActor } from '../lib/audit/repository.js';
import { bearerToken } from './auth-plugin.js';
import { type AuthenticatedStaff, resolveStaff } from './staff-token-repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** what an `/api/admin` route needs; see ROLE_PERMISSIONS in @dukkan/contracts */
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    staff: AuthenticatedStaff | null;
  }
}

export const ADMIN_PREFIX = '/api/admin';

const isAdminRoute = (url: string) => url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`);

function isRoutePermission(value: unknown): value is RoutePermission {
  return value === 'public' || value === 'session' || (PERMISSIONS as readonly unknown[]).includes(value);
}

/**
 * Makes every `/api/admin` route declare its permission: registering one without `config.permission` throws,
 * so the API does not start. The permission also goes into the route's OpenAPI `security` (as the scope of
 * `staffBearer`; `[]` for public routes), so the documentation says what each route needs.
 * Call on the root instance before any route is registered.
 */
export function requireAdminPermissions(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isAdminRoute(route.url)) return;
    const permission = route.config?.permission;
    if (!isRoutePermission(permission)) {
      throw new Error(`${String(route.method)} ${route.url}: an /api/admin route must declare config.permission`);
    }
    route.schema = {
      ...route.schema,
      security: permission === 'public' ? [] : [{ staffBearer: permission === 'session' ? [] : [permission] }],
    };
  });
}

/**
 * The one check of every admin route (an `onRequest` hook of the admin scope): a live staff token of an enabled
 * member (401 otherwise; client tokens are not staff tokens) whose role has the route's permission (403 otherwise).
 */
export function staffGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // staff answers are personal; a route may still choose its own caching (the orders summary's ETag)
    reply.header('cache-control', 'no-store');
    const permission = request.routeOptions.config.permission;
    // unknown paths have no permission: they fall through to the 404 answer
    if (permission === undefined || permission === 'public') return;
    const token = bearerToken(request);
    const staff = token ? await resolveStaff(request.server.db, token) : null;
    if (!staff) throw unauthenticated();
    if (!roleAllows(staff.role, permission)) throw forbidden();
    request.staff = staff;
  });
}

/** The member `staffGuard` let in. */
export function signedInStaff(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw unauthenticated();
  return request.staff;
}

/** Who is writing and from where, for the audit log. */
export function auditActor(request: FastifyRequest): StaffAuditActor {
  return { staffId: signedInStaff(request).id, ip: request.ip || null };
}

/** A member who signed in: who they are, and the session they are in (kept when their other sessions end). */
export interface SessionActor extends StaffAuditActor {
  tokenId: number;
}

/** The writer and the session they write from, for a check counted by session or a change that ends the others. */
export function sessionActor(request: FastifyRequest): SessionActor {
  return { ...auditActor(request), tokenId: signedInStaff(request).tokenId };
}
