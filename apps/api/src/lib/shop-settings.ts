import { type Localized, type Settings, normalizeLibyanPhone, toAsciiDigits } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findSetting, findSettings } from './settings-repository.js';

/** The `settings` key of the low-stock threshold (a JSON whole number) and its value when unset. */
export const LOW_STOCK_SETTING = 'low_stock_threshold';
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** A setting's value, parsed; undefined when it is not set or not JSON. */
export async function readSetting(db: Kysely<Database>, key: string): Promise<unknown> {
  return parseJson(await findSetting(db, key));
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function localized(value: unknown): Localized {
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    return { ar: String(v['ar'] ?? ''), en: String(v['en'] ?? '') };
  }
  const s = typeof value === 'string' ? value : '';
  return { ar: s, en: s };
}

/** A WhatsApp number as wa.me wants it: international digits, no plus; '' for anything else. */
function whatsappNumber(value: unknown): string {
  if (typeof value !== 'string') return '';
  const libyan = normalizeLibyanPhone(value);
  if (libyan) return libyan.slice(1);
  const digits = toAsciiDigits(value)
    .replace(/[\s\-().]/g, '')
    .replace(/^(\+|00)/, '');
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : '';
}

/** The first of the shop's phones (the back office saves `phones`), else the single `phone` of older data. */
function shownPhone(phones: unknown, phone: unknown): string {
  const first: unknown = Array.isArray(phones) ? phones[0] : undefined;
  if (typeof first === 'string') return first;
  return typeof phone === 'string' ? phone : '';
}

/** Settings rows (key → JSON) in the API's shape; missing keys become empty values rather than errors. */
export async function shopSettings(db: Kysely<Database>): Promise<Settings> {
  const rows = new Map((await findSettings(db)).map((r) => [r.key, parseJson(r.value)]));
  const emails = rows.get('emails');
  const social = rows.get('social_links');
  return {
    shop_name: localized(rows.get('shop_name')),
    address: localized(rows.get('address')),
    phone: shownPhone(rows.get('phones'), rows.get('phone')),
    emails: Array.isArray(emails) ? emails.filter((e): e is string => typeof e === 'string') : [],
    social_links: Array.isArray(social)
      ? social.flatMap((s: unknown) => {
          if (!s || typeof s !== 'object') return [];
          const { network, url } = s as Record<string, unknown>;
          return typeof network === 'string' && typeof url === 'string' && /^https:\/\//.test(url)
            ? [{ network, url }]
            : [];
        })
      : [],
    terms: localized(rows.get('terms')),
    currency: typeof rows.get('currency') === 'string' ? (rows.get('currency') as string) : 'LYD',
    whatsapp: whatsappNumber(rows.get('whatsapp')),
  };
}
