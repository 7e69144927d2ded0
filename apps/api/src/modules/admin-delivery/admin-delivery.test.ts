import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';
import { type DeliveryData, insertDeliveryData } from '../orders/test/fixtures.js';

describe.each(DIALECTS)('delivery cities and fees in the back office (%s)', (dialect) => {
  let t: TestApp;
  let manager: TestStaff;
  let catalogue: TestStaff;
  let places: DeliveryData;

  beforeAll(async () => {
    // the storefront's answers are cached, as in production: a fee change must still show at once
    t = await createTestApp(dialect, { RATE_LIMIT: false, CATALOGUE_CACHE_SECONDS: 60 });
    manager = await insertStaffMember(t.db, 'manager');
    catalogue = await insertStaffMember(t.db, 'catalogue');
    places = await insertDeliveryData(t.db);
  });
  afterAll(() => t.destroy());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestStaff, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { 'accept-language': lang, ...who.auth },
      ...(payload ? { payload } : {}),
    });
  const packagesOf = async (cityId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/client/get/service/packages?city_id=${cityId}` })).json<{
      data: { id: number; price: number; name: { en: string } }[];
    }>().data;
  const express = {
    name_ar: 'سريع',
    name_en: 'Express',
    price: 9.75,
    expected_time_ar: 'يوم واحد',
    expected_time_en: 'One day',
    is_active: true,
  };

  it('lists every city with all its packages, inactive ones too, fees in dinars', async () => {
    const res = await send('GET', '/delivery/cities', manager);
    expect(res.statusCode).toBe(200);
    const cities = res.json<{
      data: { id: number; is_delivery: boolean; packages: { price: number; is_active: boolean }[] }[];
    }>().data;
    const tripoli = cities.find((c) => c.id === places.tripoli);
    expect(tripoli?.packages.map((p) => [p.price, p.is_active])).toEqual([
      [5, false],
      [7.5, true],
    ]);
    expect(cities.find((c) => c.id === places.ghat)?.is_delivery).toBe(false);
  });

  it('changes a fee: the storefront answers the new one at once, though it had cached the old', async () => {
    expect((await packagesOf(places.tripoli)).map((p) => p.price)).toEqual([7.5]);
    const res = await send('PUT', `/delivery/packages/${places.tripoliExpress}`, manager, express);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { price: number } }>().data.price).toBe(9.75);
    expect((await packagesOf(places.tripoli)).map((p) => [p.price, p.name.en])).toEqual([[9.75, 'Express']]);
    const row = await t.db
      .selectFrom('service_packages')
      .select('price_milli')
      .where('id', '=', places.tripoliExpress)
      .executeTakeFirstOrThrow();
    expect(Number(row.price_milli)).toBe(9_750);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'service_package').execute();
    expect(audit.map((a) => [a.action, a.staff_id, JSON.parse(a.before ?? '{}'), JSON.parse(a.after ?? '{}')])).toEqual(
      [
        [
          'service_package.updated',
          manager.id,
          { name_ar: 'باقة Express', price_milli: 7_500, expected_time_ar: 'يومان', expected_time_en: '2 days' },
          { name_ar: 'سريع', price_milli: 9_750, expected_time_ar: 'يوم واحد', expected_time_en: 'One day' },
        ],
      ],
    );
  });

  it('turns a package off and a city on; checkout offers exactly what is active', async () => {
    await send('PUT', `/delivery/packages/${places.tripoliExpress}`, manager, { ...express, is_active: false });
    expect(await packagesOf(places.tripoli)).toEqual([]);
    const ghat = await send('PUT', `/delivery/cities/${places.ghat}`, manager, {
      country_id: (await t.db.selectFrom('countries').select('id').executeTakeFirstOrThrow()).id,
      name_ar: 'غات',
      name_en: 'Ghat',
      is_delivery: true,
    });
    expect(ghat.statusCode, ghat.body).toBe(200);
    const added = await send('POST', `/delivery/cities/${places.ghat}/packages`, manager, { ...express, price: 30 });
    expect(added.statusCode, added.body).toBe(201);
    const cities = (await t.app.inject({ method: 'GET', url: '/api/client/get/cities' })).json<{
      data: { id: number }[];
    }>();
    expect(cities.data.map((c) => c.id)).toContain(places.ghat);
    expect((await packagesOf(places.ghat)).map((p) => p.price)).toEqual([30]);
  });

  it.each([
    ['en', { ...express, price: -1 }, { price: ['Must be at least 0.'] }],
    ['ar', { ...express, price: 1.0005 }, { price: ['يجب أن يكون المبلغ رقماً بثلاث خانات عشرية على الأكثر.'] }],
    ['en', { ...express, name_en: '' }, { name_en: ['This field is required.'] }],
    ['ar', { ...express, expected_time_ar: 'x'.repeat(101) }, { expected_time_ar: ['يجب ألا يزيد عن 100 حرف.'] }],
  ])('answers 422 in the staff language (%s) and changes nothing', async (lang, body, errors) => {
    const before = await t.db.selectFrom('service_packages').selectAll().orderBy('id').execute();
    const res = await send('PUT', `/delivery/packages/${places.misrataStandard}`, manager, body, lang);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toEqual(errors);
    expect(await t.db.selectFrom('service_packages').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it("refuses a city's or a package's name another of its place has, in any case and spacing, and adds nothing", async () => {
    const country = (await t.db.selectFrom('countries').select('id').executeTakeFirstOrThrow()).id;
    const cities = await t.db.selectFrom('cities').selectAll().orderBy('id').execute();
    const packages = await t.db.selectFrom('service_packages').selectAll().orderBy('id').execute();
    const twin = await send('POST', '/delivery/cities', manager, {
      country_id: country,
      name_ar: ' مصراتة ',
      name_en: 'MISRATA',
      is_delivery: true,
    });
    expect(twin.statusCode, twin.body).toBe(422);
    expect(twin.json<{ errors: object }>().errors).toEqual({
      name_ar: ['There is already a city of this name in the same country.'],
      name_en: ['There is already a city of this name in the same country.'],
    });
    // renaming Ghat to Misrata's English name: only that field is refused, in the member's language
    const renamed = await send(
      'PUT',
      `/delivery/cities/${places.ghat}`,
      manager,
      { country_id: country, name_ar: 'غات', name_en: 'misrata', is_delivery: false },
      'ar',
    );
    expect(renamed.statusCode, renamed.body).toBe(422);
    expect(renamed.json<{ errors: object }>().errors).toEqual({ name_en: ['توجد مدينة بهذا الاسم في البلد نفسه.'] });
    // a city keeps its own name when saved again
    const same = await send('PUT', `/delivery/cities/${places.misrata}`, manager, {
      country_id: country,
      name_ar: 'مصراتة',
      name_en: 'Misrata',
      is_delivery: true,
    });
    expect(same.statusCode, same.body).toBe(200);

    // Tripoli's inactive "Old" package still holds its name; Ghat may have an "Old" of its own
    const twinPackage = await send('POST', `/delivery/cities/${places.tripoli}/packages`, manager, {
      ...express,
      name_ar: 'باقة Old',
      name_en: 'old',
    });
    expect(twinPackage.statusCode, twinPackage.body).toBe(422);
    expect(twinPackage.json<{ errors: object }>().errors).toEqual({
      name_ar: ['There is already a package of this name in the same city.'],
      name_en: ['There is already a package of this name in the same city.'],
    });
    const renamedPackage = await send('PUT', `/delivery/packages/${places.tripoliOld}`, manager, {
      ...express,
      name_ar: 'باقة Old',
      name_en: 'Old',
    });
    expect(renamedPackage.statusCode, renamedPackage.body).toBe(200);
    expect(await t.db.selectFrom('cities').selectAll().orderBy('id').execute()).toEqual(cities);
    const elsewhere = await send('POST', `/delivery/cities/${places.ghat}/packages`, manager, {
      ...express,
      name_ar: 'باقة Old',
      name_en: 'Old',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect((await t.db.selectFrom('service_packages').selectAll().execute()).length).toBe(packages.length + 1);
  });

  it('answers 404 for an unknown package and 403 to the catalogue role', async () => {
    expect((await send('PUT', '/delivery/packages/99999', manager, express)).statusCode).toBe(404);
    const res = await send('PUT', `/delivery/packages/${places.misrataStandard}`, catalogue, express);
    expect(res.statusCode).toBe(403);
    expect((await packagesOf(places.misrata)).map((p) => p.price)).toEqual([12.25]);
  });
});
