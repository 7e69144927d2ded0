import type { Settings } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';

describe.each(DIALECTS)("the shop's WhatsApp number in the settings on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.destroy());

  const whatsapp = async (value: string | null) => {
    await t.db.deleteFrom('settings').where('key', '=', 'whatsapp').execute();
    if (value !== null)
      await t.db
        .insertInto('settings')
        .values({ key: 'whatsapp', value: JSON.stringify(value) })
        .execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/client/settings' });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: Settings }>().data.whatsapp;
  };

  it('answers it in the international digits wa.me links take, or empty when unset or not a number', async () => {
    expect(await whatsapp(null)).toBe('');
    expect(await whatsapp('091 234 5678')).toBe('218912345678');
    expect(await whatsapp('+218 91-234-5678')).toBe('218912345678');
    expect(await whatsapp('٠٩١٢٣٤٥٦٧٨')).toBe('218912345678');
    expect(await whatsapp('+44 20 7946 0958')).toBe('442079460958');
    expect(await whatsapp('call the shop')).toBe('');
  });
});
