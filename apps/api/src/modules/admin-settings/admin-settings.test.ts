import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';

describe.each(DIALECTS)('shop settings in the back office (%s)', (dialect) => {
  let t: TestApp;
  let owner: TestStaff;
  let clerk: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false, CATALOGUE_CACHE_SECONDS: 60 });
    owner = await insertStaffMember(t.db, 'owner');
    clerk = await insertStaffMember(t.db, 'orders');
    await t.db
      .insertInto('settings')
      .values([
        { key: 'shop_name', value: JSON.stringify({ ar: 'دكّان', en: 'Dukkan' }) },
        { key: 'phone', value: JSON.stringify('+218 91 234 5678') },
        { key: 'cod_confirmation', value: 'true' },
      ])
      .execute();
  });
  afterAll(() => t.destroy());

  const send = (method: 'GET' | 'PUT', who: TestStaff, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: '/api/admin/settings',
      headers: { 'accept-language': lang, ...who.auth },
      ...(payload ? { payload } : {}),
    });
  const storefront = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/client/settings' })).json<{
      data: {
        shop_name: { ar: string };
        phone: string;
        social_links: object[];
        terms: { en: string };
        whatsapp: string;
      };
    }>().data;

  const form = {
    shop_name_ar: 'دكّان الحي',
    shop_name_en: 'Neighbourhood Dukkan',
    address_ar: 'شارع عمر المختار، طرابلس',
    address_en: 'Omar Al-Mukhtar Street, Tripoli',
    phones: ['091 234 5678', '٠٩٢٧٦٥٤٣٢١'],
    emails: ['info@dukkan.ly'],
    social_links: [{ network: 'facebook', url: 'https://facebook.com/dukkan.ly' }],
    whatsapp: '0912345678',
    terms_ar: 'الشروط\nسطر ثانٍ',
    terms_en: 'Terms\nSecond line',
    low_stock_threshold: 3,
  };

  it('reads what is set, the old single phone included', async () => {
    const res = await send('GET', owner);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: object }>().data).toMatchObject({ shop_name_ar: 'دكّان', phones: ['+218 91 234 5678'] });
  });

  it('saves the form: phones canonical, the storefront shows it at once, other keys kept, one audit row', async () => {
    expect((await storefront()).shop_name.ar).toBe('دكّان');
    const res = await send('PUT', owner, form);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: object }>().data).toEqual({
      ...form,
      phones: ['+218912345678', '+218927654321'],
      whatsapp: '+218912345678',
    });
    const shown = await storefront();
    expect(shown).toMatchObject({
      shop_name: { ar: 'دكّان الحي' },
      phone: '+218912345678',
      whatsapp: '218912345678',
      terms: { en: 'Terms\nSecond line' },
    });
    const kept = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'cod_confirmation')
      .executeTakeFirst();
    expect(kept?.value).toBe('true');
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: owner.auth });
    expect(dashboard.json<{ data: { low_stock_threshold: number } }>().data.low_stock_threshold).toBe(3);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'setting').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.staff_id).toBe(owner.id);
    expect(JSON.parse(audit[0]?.before ?? '{}').shop_name).toEqual({ ar: 'دكّان', en: 'Dukkan' });
    expect(JSON.parse(audit[0]?.after ?? '{}').low_stock_threshold).toBe(3);
    // saving the same form again changes nothing and records nothing
    await send('PUT', owner, form);
    expect(await t.db.selectFrom('audit_log').select('id').where('entity', '=', 'setting').execute()).toHaveLength(1);
  });

  it("takes the shop's landlines beside its mobiles, canonical, the first shown by the storefront", async () => {
    const res = await send('PUT', owner, { ...form, phones: ['021 333 4444', '+218 61 222 3333', '0912345678'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { phones: string[] } }>().data.phones).toEqual([
      '+218213334444',
      '+218612223333',
      '+218912345678',
    ]);
    expect((await storefront()).phone).toBe('+218213334444');
    await send('PUT', owner, form);
  });

  it.each([
    [
      'en',
      { phones: ['0212345'] },
      { 'phones.0': ['Please enter a Libyan mobile or landline number such as 0912345678 or 0213334444.'] },
    ],
    [
      'ar',
      { phones: ['0912345678', '0112345678'] },
      { 'phones.1': ['يرجى إدخال رقم ليبي، محمول أو أرضي، مثل 0912345678 أو 0213334444.'] },
    ],
    [
      'ar',
      { social_links: [{ network: 'facebook', url: 'http://facebook.com/x' }] },
      { 'social_links.0.url': ['يرجى إدخال رابط كامل يبدأ بـ https://'] },
    ],
    [
      'en',
      { social_links: [{ network: 'facebook', url: 'javascript:alert(1)' }] },
      { 'social_links.0.url': ['Please enter a full address starting with https://'] },
    ],
    ['en', { emails: ['not-an-address'] }, { 'emails.0': ['Please enter a valid e-mail address.'] }],
    // one address in any letter case, one number however it is written: the repeat is told on its own field
    [
      'en',
      { emails: ['INFO@dukkan.ly', 'sales@dukkan.ly', 'info@dukkan.ly'] },
      { 'emails.2': ['This is already in the list above; remove the repeat.'] },
    ],
    [
      'ar',
      { phones: ['0912345678', '+218 91 234 5678'] },
      { 'phones.1': ['هذا مذكور في القائمة أعلاه؛ احذف المكرر.'] },
    ],
    ['ar', { whatsapp: '12345' }, { whatsapp: ['يرجى إدخال رقم هاتف ليبي صحيح مثل 0912345678.'] }],
    ['en', { low_stock_threshold: -1 }, { low_stock_threshold: ['Must be at least 0.'] }],
    ['en', { shop_name_ar: '' }, { shop_name_ar: ['This field is required.'] }],
  ])('answers 422 on the field in the staff language (%s), writing nothing', async (lang, change, errors) => {
    const before = await t.db.selectFrom('settings').selectAll().orderBy('key').execute();
    const res = await send('PUT', owner, { ...form, ...change }, lang);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toMatchObject(errors);
    expect(await t.db.selectFrom('settings').selectAll().orderBy('key').execute()).toEqual(before);
  });

  it('is for managers and owners only', async () => {
    expect((await send('GET', clerk)).statusCode).toBe(403);
    expect((await send('PUT', clerk, form)).statusCode).toBe(403);
  });
});
