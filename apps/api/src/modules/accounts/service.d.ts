import { type AuthClient, type Locale, type Registration, type Session, type contactUsSchema, type loginSchema, type resetPasswordSchema, type subscriberSchema, type updateProfileSchema } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { type AuthenticatedClient } from '../../auth/token-repository.js';
import { type ClientView } from './repository.js';
/** A reset link works once, for this long. */
export declare const RESET_TTL_MINUTES = 60;
export interface AccountsContext {
    db: Kysely<Database>;
    config: Config;
}
type Login = z.output<typeof loginSchema>;
type Subscriber = z.output<typeof subscriberSchema>;
type UpdateProfile = z.output<typeof updateProfileSchema>;
type ResetPassword = z.output<typeof resetPasswordSchema>;
type ContactUs = z.output<typeof contactUsSchema>;
export declare function toAuthClient(row: ClientView): AuthClient;
export declare function authClient(db: Kysely<Database>, clientId: number): Promise<AuthClient>;
export declare function register(ctx: AccountsContext, input: Registration): Promise<Session>;
export declare function login(ctx: AccountsContext, input: Login): Promise<Session>;
export declare function logout(ctx: AccountsContext, client: AuthenticatedClient): Promise<void>;
/** A guest account: it does not claim its e-mail (no login with it), so the owner can still register. */
export declare function createSubscriber(ctx: AccountsContext, input: Subscriber): Promise<Session>;
export declare function confirmPassword(ctx: AccountsContext, client: AuthenticatedClient, password: string): Promise<void>;
export declare function updateProfile(ctx: AccountsContext, client: AuthenticatedClient, input: UpdateProfile): Promise<AuthClient>;
/** Stores the message and queues its forward to the shop and the sender's receipt; nothing waits on mail. */
export declare function contactUs(ctx: AccountsContext, input: ContactUs, clientId: number | null, locale: Locale): Promise<void>;
/**
 * Queues a one-time reset link, in the language the route passes, when the e-mail belongs to an account; the caller
 * answers the same either way, and neither answer waits on mail.
 */
export declare function forgotPassword(ctx: AccountsContext, email: string, locale: Locale): Promise<void>;
/** Sets a new password with a reset link: the link works once, and every session of the client ends. */
export declare function resetPassword(ctx: AccountsContext, input: ResetPassword): Promise<Session>;
export {};
