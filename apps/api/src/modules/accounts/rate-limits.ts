import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from '../../http/errors.js';

export interface RateLimitRule {
  /** requests allowed per window and key */
  max: number;
  /** window length in milliseconds */
  timeWindow: number;
}

export type AccountLimit =
  | 'registration'
  | 'subscriber'
  | 'forgotPassword'
  | 'resetPassword'
  | 'contactUs'
  | 'confirmPassword'
  | 'updateProfile';

const MINUTE = 60_000;

/**
 * Generous defaults: shoppers on Libyan mobile networks often share one public address.
 * Confirm-password and update-profile count per client; the rest per address. Login has its own persistent limits
 * (http/login-limits.ts).
 */
export const DEFAULT_ACCOUNT_RATE_LIMITS: Readonly<Record<AccountLimit, Readonly<RateLimitRule>>> = {
  registration: { max: 20, timeWindow: 10 * MINUTE },
  subscriber: { max: 30, timeWindow: 10 * MINUTE },
  forgotPassword: { max: 10, timeWindow: 15 * MINUTE },
  resetPassword: { max: 20, timeWindow: 15 * MINUTE },
  contactUs: { max: 10, timeWindow: 10 * MINUTE },
  confirmPassword: { max: 10, timeWindow: MINUTE },
  updateProfile: { max: 10, timeWindow: MINUTE },
};

/** The limits in force, read on every request so tests can lower them on a running app. */
const limits: Record<AccountLimit, RateLimitRule> = structuredClone(DEFAULT_ACCOUNT_RATE_LIMITS);

export function setAccountRateLimits(overrides: Partial<Record<AccountLimit, Partial<RateLimitRule>>>): void {
  for (const [name, rule] of Object.entries(overrides) as [AccountLimit, Partial<RateLimitRule>][]) {
    limits[name] = { ...limits[name], ...rule };
  }
}

export function resetAccountRateLimits(): void {
  Object.assign(limits, structuredClone(DEFAULT_ACCOUNT_RATE_LIMITS));
}

function clientKey(request: FastifyRequest): string {
  return request.client ? `client:${request.client.id}` : request.ip;
}

/**
 * A wait of minutes says how many (the reset form's is 15: "shortly" for a quarter of an hour misleads), in the form
 * Arabic gives their number ("دقائق" for three to ten, "دقيقة" from eleven on). Two minutes or less is "shortly".
 */
function tooManyRequests(ttlMs: number): HttpError {
  const minutes = Math.ceil(ttlMs / 60_000);
  if (minutes < 3) return new HttpError(429, 'too_many_requests');
  return new HttpError(429, 'too_many_requests_wait', undefined, undefined, { minutes });
}

/**
 * The route `config.rateLimit` for a limit: 429 with Retry-After and a localized `{message}`.
 * Keys that need the client are computed after authentication, before validation (preValidation), so refused
 * bodies count too.
 */
export function rateLimit(name: AccountLimit, enabled: boolean): { rateLimit: RateLimitOptions | false } {
  if (!enabled) return { rateLimit: false };
  const byClient = name === 'confirmPassword' || name === 'updateProfile';
  return {
    rateLimit: {
      max: () => limits[name].max,
      timeWindow: () => limits[name].timeWindow,
      ...(byClient ? { hook: 'preValidation', keyGenerator: clientKey } : {}),
      errorResponseBuilder: (_request, { ttl }) => tooManyRequests(ttl),
    },
  };
}
