import type { RateLimitOptions } from '@fastify/rate-limit';
export interface RateLimitRule {
    /** requests allowed per window and key */
    max: number;
    /** window length in milliseconds */
    timeWindow: number;
}
export type AccountLimit = 'registration' | 'subscriber' | 'forgotPassword' | 'resetPassword' | 'contactUs' | 'confirmPassword' | 'updateProfile';
/**
 * Generous defaults: shoppers on Libyan mobile networks often share one public address.
 * Confirm-password and update-profile count per client; the rest per address. Login has its own persistent limits
 * (http/login-limits.ts).
 */
export declare const DEFAULT_ACCOUNT_RATE_LIMITS: Readonly<Record<AccountLimit, Readonly<RateLimitRule>>>;
export declare function setAccountRateLimits(overrides: Partial<Record<AccountLimit, Partial<RateLimitRule>>>): void;
export declare function resetAccountRateLimits(): void;
/**
 * The route `config.rateLimit` for a limit: 429 with Retry-After and a localized `{message}`.
 * Keys that need the client are computed after authentication, before validation (preValidation), so refused
 * bodies count too.
 */
export declare function rateLimit(name: AccountLimit, enabled: boolean): {
    rateLimit: RateLimitOptions | false;
};
