import {
  dataOf,
  errorBodySchema,
  message,
  messageResponseSchema,
  staffLoginSchema,
  staffMeSchema,
  staffPasswordChangeSchema,
  staffSessionSchema,
  totpCodeBodySchema,
  totpSetupBodySchema,
  totpSetupSchema,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors.js';
import { auditActor, sessionActor, signedInStaff } from '../../auth/staff-guard.js';
import { databaseLoginLimiter } from './login-limiter.js';
import { type AdminAuthContext, changeOwnPassword, login, logout, me, setUpTotp, switchTotp } from './service.js';

const tags = ['admin: session'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };

/** Login attempts per address per minute, before the per-e-mail lock (login-limiter.ts). */
export const STAFF_LOGIN_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

/** The staff member's session: login, logout, who am I, two-factor login. */
export async function adminAuthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx: AdminAuthContext = {
    db: app.db,
    limiter: databaseLoginLimiter(app.db),
    tokenTtlHours: app.config.STAFF_TOKEN_TTL_HOURS,
  };
  app.post(
    '/login',
    {
      config: {
        permission: 'public',
        rateLimit: app.config.RATE_LIMIT
          ? { ...STAFF_LOGIN_RATE_LIMIT, errorResponseBuilder: () => new HttpError(429, 'too_many_requests') }
          : false,
      },
      schema: {
        tags,
        summary:
          'Log a staff member in; with two-factor login on, send `otp` too (422 on `otp` when it is missing or wrong)',
        body: staffLoginSchema,
        response: { 200: dataOf(staffSessionSchema), 401: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const body = request.body;
      return { data: await login(ctx, body, request.ip || null) };
    },
  );

  app.post(
    '/logout',
    {
      config: { permission: 'session' },
      schema: { tags, summary: 'End this session', response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await logout(app.db, auditActor(request), signedInStaff(request).tokenId);
      return { message: message('logged_out', request.locale) };
    },
  );

  app.get(
    '/me',
    {
      config: { permission: 'session' },
      schema: {
        tags,
        summary: 'The signed-in member and their permissions',
        response: { 200: dataOf(staffMeSchema), ...errors },
      },
    },
    async (request) => ({ data: await me(app.db, signedInStaff(request).id) }),
  );

  app.post(
    '/me/password',
    {
      config: { permission: 'session' },
      schema: {
        tags,
        summary: "Change the member's own password, with the current one; their other sessions end",
        body: staffPasswordChangeSchema,
        response: { 200: messageResponseSchema, 422: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      await changeOwnPassword(ctx, sessionActor(request), request.body, request.locale);
      return { message: message('staff_password_changed', request.locale) };
    },
  );

  app.post(
    '/me/totp/setup',
    {
      config: { permission: 'session' },
      schema: {
        tags,
        summary:
          'Start two-factor setup with the member’s password: a secret and its otpauth:// address for an authenticator app',
        body: totpSetupBodySchema,
        response: { 200: dataOf(totpSetupSchema), 422: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ data: await setUpTotp(ctx, sessionActor(request), request.body.password) }),
  );

  const totpSwitches = [
    { path: '/me/totp/enable', on: true, summary: 'Turn two-factor login on with a code from the app' },
    { path: '/me/totp/disable', on: false, summary: 'Turn two-factor login off with a current code' },
  ] as const;
  for (const { path, on, summary } of totpSwitches) {
    app.post(
      path,
      {
        config: { permission: 'session' },
        schema: {
          tags,
          summary,
          body: totpCodeBodySchema,
          response: { 200: messageResponseSchema, 422: errorBodySchema, 429: errorBodySchema, ...errors },
        },
      },
      async (request) => {
        await switchTotp(ctx, sessionActor(request), request.body.code, on);
        return { message: message(on ? 'totp_enabled' : 'totp_disabled', request.locale) };
      },
    );
  }
}
