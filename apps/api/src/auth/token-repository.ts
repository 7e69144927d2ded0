import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/connection.js';
import type { Database } from '../db/schema.js';

/** Tokens are 256 random bits, base64url; only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token, and what a token table stores of it: its hash and its lifetime from now. */
export function newStoredToken(ttlMs: number): {
  token: string;
  stored: { token_hash: string; created_at: string; expires_at: string };
} {
  const token = newOpaqueToken();
  const now = Date.now();
  return {
    token,
    stored: {
      token_hash: hashToken(token),
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + ttlMs).toISOString(),
    },
  };
}

export interface AuthenticatedClient {
  id: number;
  uuid: string;
  tokenId: number;
}

export async function issueAccessToken(db: Kysely<Database>, clientId: number, ttlDays: number): Promise<string> {
  const { token, stored } = newStoredToken(ttlDays * 86_400_000);
  await db
    .insertInto('access_tokens')
    .values({ client_id: clientId, ...stored })
    .execute();
  return token;
}

/** Looks up a live (unexpired, unrevoked) token. */
export async function resolveClient(db: Kysely<Database>, token: string): Promise<AuthenticatedClient | null> {
  const row = await db
    .selectFrom('access_tokens')
    .innerJoin('clients', 'clients.id', 'access_tokens.client_id')
    .select(['clients.id as id', 'clients.uuid as uuid', 'access_tokens.id as tokenId'])
    .where('access_tokens.token_hash', '=', hashToken(token))
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', nowIso())
    .executeTakeFirst();
  return row ?? null;
}

/** Revokes one access token (logout). */
export async function revokeToken(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: nowIso() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live token of a client, except `keepTokenId` (the session that changed the password). */
export async function revokeClientTokens(db: Kysely<Database>, clientId: number, keepTokenId?: number): Promise<void> {
  let query = db
    .updateTable('access_tokens')
    .set({ revoked_at: nowIso() })
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null);
  if (keepTokenId !== undefined) query = query.where('id', '!=', keepTokenId);
  await query.execute();
}
