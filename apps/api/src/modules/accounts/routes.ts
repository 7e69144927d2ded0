import {
  authClientResponseSchema,
  confirmPasswordSchema,
  contactUsSchema,
  errorBodySchema,
  forgotPasswordSchema,
  loginSchema,
  message,
  messageResponseSchema,
  registrationSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  subscriberResponseSchema,
  subscriberSchema,
  updateProfileSchema,
  uuidParam,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerAuth, signedIn } from '../../auth/auth-plugin.js';
import { HttpError } from '../../http/errors.js';
import { limitedLogin, loginLimiter } from '../../http/login-limits.js';
import { type AccountLimit, rateLimit } from './rate-limits.js';
import {
  type AccountsContext,
  authClient,
  confirmPassword,
  contactUs,
  createSubscriber,
  forgotPassword,
  login,
  logout,
  register,
  resetPassword,
  updateProfile,
} from './service.js';

const tags = ['accounts'];
const tooMany = { 429: errorBodySchema };
const invalid = { 422: errorBodySchema };
const unauthorized = { 401: errorBodySchema };

const wrongCredentials = (error: unknown) => error instanceof HttpError && error.messageCode === 'invalid_credentials';

/** The schema of a route that makes an account: 201 with the session, or 422, or 429. */
const creating = <B, A>(summary: string, body: B, answer: A) => ({
  tags,
  summary,
  body,
  response: { 201: answer, ...invalid, ...tooMany },
});

/** The client's account: registration, login and logout, guest subscribers, profile, password reset, contact-us. */
export async function accountsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx: AccountsContext = { db: app.db, config: app.config };
  const limit = (name: AccountLimit) => rateLimit(name, app.config.RATE_LIMIT);
  const noStore = { 'cache-control': 'no-store' };
  const loginLimits = loginLimiter(app.db);

  app.post(
    '/registration',
    {
      config: limit('registration'),
      schema: creating(
        'Create an account; answers a session (data.access_token)',
        registrationSchema,
        sessionResponseSchema,
      ),
    },
    async (request, reply) => {
      const data = await register(ctx, request.body);
      return reply.status(201).headers(noStore).send({ data });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Log in with e-mail and password; a wrong e-mail or password gives the same 422 on `email`',
        body: loginSchema,
        response: { 200: sessionResponseSchema, ...invalid, ...tooMany },
      },
    },
    async (request, reply) => {
      const attempt = () => login(ctx, request.body);
      const key = { realm: 'client', address: request.ip, account: request.body.email } as const;
      const data = app.config.RATE_LIMIT
        ? await limitedLogin(loginLimits, key, attempt, wrongCredentials)
        : await attempt();
      return reply.headers(noStore).send({ data });
    },
  );

  app.post(
    '/logout',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Revoke the current access token',
        security: bearerAuth,
        response: { 200: messageResponseSchema, ...unauthorized },
      },
    },
    async (request) => {
      await logout(ctx, signedIn(request));
      return { message: message('logged_out', request.locale) };
    },
  );

  app.get(
    '/auth-client',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'The logged-in client',
        security: bearerAuth,
        response: { 200: authClientResponseSchema, ...unauthorized },
      },
    },
    async (request, reply) => {
      return reply.headers(noStore).send({ data: await authClient(app.db, signedIn(request).id) });
    },
  );

  app.post(
    '/create/subscriber',
    {
      config: limit('subscriber'),
      schema: creating(
        'Create a light guest account (name and phone, e-mail optional) so a guest can order',
        subscriberSchema,
        subscriberResponseSchema,
      ),
    },
    async (request, reply) => {
      const data = await createSubscriber(ctx, request.body);
      return reply.status(201).headers(noStore).send({ access_token: data.access_token, data });
    },
  );

  app.post(
    '/confirm-password',
    {
      config: { ...limit('confirmPassword'), auth: 'required' },
      schema: {
        tags,
        summary: "Check the client's password before the profile form; 422 on `password` when wrong",
        security: bearerAuth,
        body: confirmPasswordSchema,
        response: { 200: messageResponseSchema, ...invalid, ...unauthorized, ...tooMany },
      },
    },
    async (request) => {
      await confirmPassword(ctx, signedIn(request), request.body.password);
      return { message: message('password_confirmed', request.locale) };
    },
  );

  app.post(
    '/update-profile/:uuid',
    {
      config: { ...limit('updateProfile'), auth: 'required' },
      // someone else's profile is 403 before its body is read (a malformed uuid is the schema's 422)
      preValidation: async (request) => {
        const { uuid } = request.params as { uuid: string };
        if (uuidParam.safeParse({ uuid }).success && uuid !== signedIn(request).uuid) {
          throw new HttpError(403, 'forbidden');
        }
      },
      schema: {
        tags,
        summary:
          "Change the registration fields and/or the password (with password_confirmation); needs current_password; a new password ends the client's other sessions",
        security: bearerAuth,
        params: uuidParam,
        body: updateProfileSchema,
        response: {
          200: authClientResponseSchema,
          ...invalid,
          ...unauthorized,
          403: errorBodySchema,
          ...tooMany,
        },
      },
    },
    async (request, reply) => {
      const data = await updateProfile(ctx, signedIn(request), request.body, request.locale);
      return reply.headers(noStore).send({ data, message: message('profile_updated', request.locale) });
    },
  );

  app.post(
    '/contact-us',
    {
      config: { ...limit('contactUs'), auth: 'optional' },
      schema: {
        tags,
        summary: "Send a message to the shop; it is stored and mailed to the shop's first e-mail address",
        body: contactUsSchema,
        response: { 201: messageResponseSchema, ...invalid, ...tooMany },
      },
    },
    async (request, reply) => {
      await contactUs(ctx, request.body, request.client?.id ?? null, request.locale);
      return reply.status(201).send({ message: message('message_received', request.locale) });
    },
  );

  app.post(
    '/forgot-password',
    {
      config: limit('forgotPassword'),
      schema: {
        tags,
        summary:
          'Ask for a password reset link (valid 60 minutes, once) by e-mail; the answer is the same whether or not the e-mail is registered',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...invalid, ...tooMany },
      },
    },
    async (request) => {
      await forgotPassword(ctx, request.body.email, request.locale);
      return { message: message('reset_link_sent', request.locale) };
    },
  );

  app.post(
    '/reset-password',
    {
      config: limit('resetPassword'),
      schema: {
        tags,
        summary:
          "Set a new password with the e-mailed token; ends all the client's sessions and answers a new one; 422 on `token` when the link is invalid, used or expired",
        body: resetPasswordSchema,
        response: { 200: sessionResponseSchema, ...invalid, ...tooMany },
      },
    },
    async (request, reply) => {
      const data = await resetPassword(ctx, request.body, request.locale);
      return reply.headers(noStore).send({ data, message: message('password_changed', request.locale) });
    },
  );
}
