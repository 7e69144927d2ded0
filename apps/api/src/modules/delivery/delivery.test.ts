import type { DeliveryCity, ServicePackage } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { type DeliveryData, insertDeliveryData } from '../orders/test/fixtures.js';

describe.each(DIALECTS)('delivery cities and packages on %s', (dialect) => {
  let t: TestApp;
  let d: DeliveryData;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    d = await insertDeliveryData(t.db);
  });
  afterAll(() => t.destroy());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

  it('lists only the cities delivery companies serve', async () => {
    const res = await get('/api/client/get/cities');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: DeliveryCity[] }>();
    expect(data.map((c) => c.id)).toEqual([d.tripoli, d.misrata]);
    expect(data[0]).toEqual({ id: d.tripoli, name: { ar: 'طرابلس', en: 'Tripoli' }, country_id: expect.any(Number) });
  });

  it("lists a city's active packages with price and expected time", async () => {
    const res = await get(`/api/client/get/service/packages?city_id=${d.tripoli}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: ServicePackage[] }>().data).toEqual([
      {
        id: d.tripoliExpress,
        city_id: d.tripoli,
        name: { ar: 'باقة Express', en: 'Express' },
        price: 7.5,
        expected_time: { ar: 'يومان', en: '2 days' },
      },
    ]);
  });

  it.each([
    ['', 'This field is required.'],
    ['?city_id=abc', 'The value must be a number.'],
    ['?city_id=0', 'Must be at least 1.'],
    ['?city_id=999999', 'Delivery is not available to this city.'],
  ])('answers 422 for city_id %s', async (query, reason) => {
    const res = await get(`/api/client/get/service/packages${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({ city_id: [reason] });
  });

  it('answers 422 for a city without delivery', async () => {
    const res = await get(`/api/client/get/service/packages?city_id=${d.ghat}`);
    expect(res.statusCode).toBe(422);
  });
});
