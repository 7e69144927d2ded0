import { type RoutePermission } from '@dukkan/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffAuditActor } from '../lib/audit/repository.js';
import { type AuthenticatedStaff } from './staff-token-repository.js';
declare module 'fastify' {
    interface FastifyContextConfig {
        /** what an `/api/admin` route needs; see ROLE_PERMISSIONS in @dukkan/contracts */
        permission?: RoutePermission;
    }
    interface FastifyRequest {
        staff: AuthenticatedStaff | null;
    }
}
export declare const ADMIN_PREFIX = "/api/admin";
/**
 * Makes every `/api/admin` route declare its permission: registering one without `config.permission` throws,
 * so the API does not start. The permission also goes into the route's OpenAPI `security` (as the scope of
 * `staffBearer`; `[]` for public routes), so the documentation says what each route needs.
 * Call on the root instance before any route is registered.
 */
export declare function requireAdminPermissions(app: FastifyInstance): void;
/**
 * The one check of every admin route (an `onRequest` hook of the admin scope): a live staff token of an enabled
 * member (401 otherwise; client tokens are not staff tokens) whose role has the route's permission (403 otherwise).
 */
export declare function staffGuard(app: FastifyInstance): void;
/** The member `staffGuard` let in. */
export declare function signedInStaff(request: FastifyRequest): AuthenticatedStaff;
/** Who is writing and from where, for the audit log. */
export declare function auditActor(request: FastifyRequest): StaffAuditActor;
