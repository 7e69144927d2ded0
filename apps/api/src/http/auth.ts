import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import { unauthenticated } from './errors.js';

/** Tokens are 256 random bits, base64url; only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueAccessToken(db: Kysely<Database>, clientId: number, ttlDays: number): Promise<string> {
  const token = newOpaqueToken();
  const now = new Date();
  await db
    .insertInto('access_tokens')
    .values({
      client_id: clientId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlDays * 86_400_000).toISOString(),
    })
    .execute();
  return token;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

export interface AuthenticatedClient {
  id: number;
  uuid: string;
  tokenId: number;
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

/** preHandler for auth-required routes: 401 unless the bearer token is live; sets `request.client`. */
export async function requireClient(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  const client = token ? await resolveClient(request.server.db, token) : null;
  if (!client) throw unauthenticated();
  request.client = client;
}

/** For routes open to guests: the live client behind the bearer token, or null (a bad token counts as a guest). */
export async function optionalClient(request: FastifyRequest): Promise<AuthenticatedClient | null> {
  const token = bearerToken(request);
  return token ? resolveClient(request.server.db, token) : null;
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
