import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readSetting } from '../shop-settings.js';

/** The settings key of cash-on-delivery confirmation: JSON `true` turns it on; anything else (or none) is off. */
export const COD_CONFIRMATION_SETTING = 'cod_confirmation';

/** Whether new cash-on-delivery orders wait for the shopper's confirmation. Off unless the shop turned it on. */
export async function codConfirmationEnabled(db: Kysely<Database>): Promise<boolean> {
  return (await readSetting(db, COD_CONFIRMATION_SETTING)) === true;
}

/** The stored form of a confirmation link's token: only its sha256 is kept, so a database leak confirms nothing. */
export const hashConfirmationToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A fresh single-use token (32 random bytes, 43 base64url characters) and its hash. */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmationToken(token) };
}
