import type { AdminShopSettings, ShopSettingsBody } from '@dukkan/contracts';
import type { Db } from '../../db/schema.js';
import { type StaffAuditActor, recordAudit } from '../../lib/audit/repository.js';
import { findSettings } from '../../lib/settings-repository.js';
import { DEFAULT_LOW_STOCK_THRESHOLD, LOW_STOCK_SETTING } from '../../lib/shop-settings.js';
import { saveSettings } from './repository.js';

/**
 * The shop's settings as the back office edits them. Each is one row of `settings` (JSON text) under the key the
 * storefront's `/api/client/settings` reads; keys this form does not know (other features' switches) are left alone.
 */

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const texts = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
const part = (v: unknown, language: 'ar' | 'en') =>
  v && typeof v === 'object' ? text((v as Record<string, unknown>)[language]) : text(v);

function parse(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The form's keys as JSON values, in the shape `lib/shop-settings.ts` reads. */
function toRows(body: ShopSettingsBody): Record<string, unknown> {
  return {
    shop_name: { ar: body.shop_name_ar, en: body.shop_name_en },
    address: { ar: body.address_ar, en: body.address_en },
    phones: body.phones,
    emails: body.emails,
    social_links: body.social_links,
    whatsapp: body.whatsapp,
    terms: { ar: body.terms_ar, en: body.terms_en },
    [LOW_STOCK_SETTING]: body.low_stock_threshold,
  };
}

export async function readShopSettings(db: Db): Promise<AdminShopSettings> {
  const rows = new Map((await findSettings(db)).map((r) => [r.key, parse(r.value)]));
  const phones = texts(rows.get('phones'));
  const threshold = rows.get(LOW_STOCK_SETTING);
  const social = Array.isArray(rows.get('social_links')) ? (rows.get('social_links') as unknown[]) : [];
  return {
    shop_name_ar: part(rows.get('shop_name'), 'ar'),
    shop_name_en: part(rows.get('shop_name'), 'en'),
    address_ar: part(rows.get('address'), 'ar'),
    address_en: part(rows.get('address'), 'en'),
    // before the first save the shop had one phone under `phone`
    phones: phones.length ? phones : texts([rows.get('phone')]).filter(Boolean),
    emails: texts(rows.get('emails')),
    social_links: social.flatMap((s) => {
      const { network, url } = (s ?? {}) as Record<string, unknown>;
      return typeof network === 'string' && typeof url === 'string' ? [{ network, url }] : [];
    }),
    whatsapp: text(rows.get('whatsapp')),
    terms_ar: part(rows.get('terms'), 'ar'),
    terms_en: part(rows.get('terms'), 'en'),
    low_stock_threshold: typeof threshold === 'number' ? threshold : DEFAULT_LOW_STOCK_THRESHOLD,
  };
}

/** Saves the form in one transaction with one audit row naming the keys that changed, before and after. */
export async function saveShopSettings(
  db: Db,
  actor: StaffAuditActor,
  body: ShopSettingsBody,
): Promise<AdminShopSettings> {
  await db.transaction().execute(async (trx) => {
    const stored = new Map((await findSettings(trx)).map((r) => [r.key, r.value]));
    const next = Object.entries(toRows(body)).map(([key, value]) => [key, JSON.stringify(value)] as const);
    const changed = next.filter(([key, value]) => stored.get(key) !== value);
    if (changed.length === 0) return;
    await saveSettings(trx, Object.fromEntries(changed));
    await recordAudit(trx, actor, {
      action: 'settings.updated',
      entity: 'setting',
      entityId: null,
      before: Object.fromEntries(changed.map(([key]) => [key, parse(stored.get(key)) ?? null])),
      after: Object.fromEntries(changed.map(([key, value]) => [key, parse(value)])),
    });
  });
  return readShopSettings(db);
}
