import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TestApp } from '../../test/harness.js';

/**
 * Config overrides for one suite: a fresh outbox folder, and absolute paths without a built storefront or images,
 * so the suite does not depend on what else is in the working tree.
 */
export function isolatedPaths(): { OUTBOX_DIR: string; WEB_DIST: string; IMAGES_DIR: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-accounts-'));
  return {
    OUTBOX_DIR: path.join(dir, 'outbox'),
    WEB_DIST: path.join(dir, 'no-web-dist'),
    IMAGES_DIR: path.join(dir, 'no-images'),
  };
}

export interface Places {
  libya: number;
  tripoli: number;
  benghazi: number;
  tunisia: number;
  tunis: number;
}

/** Two countries with cities, and the shop's contact e-mails. */
export async function seedAccountsFixtures(db: Kysely<Database>): Promise<Places> {
  const country = async (code: string, name_ar: string, name_en: string) =>
    (await db.insertInto('countries').values({ code, name_ar, name_en }).returning('id').executeTakeFirstOrThrow()).id;
  const city = async (country_id: number, name_ar: string, name_en: string) =>
    (
      await db
        .insertInto('cities')
        .values({ country_id, name_ar, name_en, is_delivery: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const libya = await country('LY', 'ليبيا', 'Libya');
  const tunisia = await country('TN', 'تونس', 'Tunisia');
  const places = {
    libya,
    tunisia,
    tripoli: await city(libya, 'طرابلس', 'Tripoli'),
    benghazi: await city(libya, 'بنغازي', 'Benghazi'),
    tunis: await city(tunisia, 'تونس', 'Tunis'),
  };
  await db
    .insertInto('settings')
    .values({ key: 'emails', value: JSON.stringify(['info@dukkan.ly', 'sales@dukkan.ly']) })
    .execute();
  return places;
}

export interface Call {
  token?: string;
  lang?: 'ar' | 'en';
}

/** POST/GET helpers for /api/client with a bearer token and a language. */
export function client(t: TestApp) {
  const headers = (c: Call) => ({
    'accept-language': c.lang ?? 'en',
    ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
  });
  return {
    post: (url: string, payload?: unknown, c: Call = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/client${url}`,
        headers: headers(c),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
    get: (url: string, c: Call = {}) => t.app.inject({ method: 'GET', url: `/api/client${url}`, headers: headers(c) }),
  };
}

export async function countRows(
  db: Kysely<Database>,
  table: 'clients' | 'access_tokens' | 'contact_messages' | 'password_resets',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
