import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
/** Tokens are 256 random bits, base64url; only their SHA-256 is stored. */
export declare function newOpaqueToken(): string;
export declare function hashToken(token: string): string;
export interface AuthenticatedClient {
    id: number;
    uuid: string;
    tokenId: number;
}
export declare function issueAccessToken(db: Kysely<Database>, clientId: number, ttlDays: number): Promise<string>;
/** Looks up a live (unexpired, unrevoked) token. */
export declare function resolveClient(db: Kysely<Database>, token: string): Promise<AuthenticatedClient | null>;
/** Revokes one access token (logout). */
export declare function revokeToken(db: Kysely<Database>, tokenId: number): Promise<void>;
/** Revokes every live token of a client, except `keepTokenId` (the session that changed the password). */
export declare function revokeClientTokens(db: Kysely<Database>, clientId: number, keepTokenId?: number): Promise<void>;
