import { randomUUID } from 'node:crypto';
import type { Address } from '@dukkan/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../auth/token-repository.js';
import { nowIso } from '../../db/connection.js';
import { snapshot } from '../../security/support.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';

interface Shopper {
  id: number;
  auth: { authorization: string };
}

describe.each(DIALECTS)('/api/client/addresses on %s', (dialect) => {
  let t: TestApp;
  let tripoli: number;
  let benghazi: number;
  let ghat: number;
  let owner: Shopper;
  let other: Shopper;

  async function newClient(name: string): Promise<Shopper> {
    const now = nowIso();
    const row = await t.db
      .insertInto('clients')
      .values({
        uuid: randomUUID(),
        first_name: name,
        last_name: 'T',
        is_subscriber: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await issueAccessToken(t.db, row.id, 1);
    return { id: row.id, auth: { authorization: `Bearer ${token}` } };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    const country = await t.db
      .insertInto('countries')
      .values({ code: 'LY', name_ar: 'ليبيا', name_en: 'Libya' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const city = async (name_ar: string, name_en: string, is_delivery: number) =>
      (
        await t.db
          .insertInto('cities')
          .values({ country_id: country.id, name_ar, name_en, is_delivery })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    tripoli = await city('طرابلس', 'Tripoli', 1);
    benghazi = await city('بنغازي', 'Benghazi', 1);
    ghat = await city('غات', 'Ghat', 0);
  });
  afterAll(() => t.destroy());

  beforeEach(async () => {
    await t.db.deleteFrom('client_addresses').execute();
    owner = await newClient('Owner');
    other = await newClient('Other');
  });

  const home = (extra: Record<string, unknown> = {}) => ({
    label: 'البيت',
    recipient_name: 'سالم علي',
    phone: '٠٩١-٢٣٤ ٥٦٧٨',
    city_id: tripoli,
    address_line: 'حي الأندلس، قرب جامع مولاي محمد',
    notes: 'الباب الأخضر',
    ...extra,
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Shopper | null,
    payload?: object,
    lang = 'en',
  ) =>
    t.app.inject({
      method,
      url: `/api/client${url}`,
      headers: { 'accept-language': lang, ...(who ? who.auth : {}) },
      ...(payload ? { payload } : {}),
    });

  const create = async (who: Shopper, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/addresses', who, home(extra));
    expect(res.statusCode).toBe(201);
    return res.json<{ data: Address }>().data;
  };
  const list = async (who: Shopper) => (await call('GET', '/addresses', who)).json<{ data: Address[] }>().data;
  const defaults = async (who: Shopper) => (await list(who)).filter((a) => a.is_default).map((a) => a.label);

  it('saves an address with the phone in canonical form, the city named, and the first one as the default', async () => {
    const res = await call('POST', '/addresses', owner, home(), 'ar');
    expect(res.statusCode).toBe(201);
    const body = res.json<{ data: Address; message: string }>();
    expect(body.message).toBe('تم حفظ العنوان.');
    expect(body.data).toMatchObject({
      label: 'البيت',
      recipient_name: 'سالم علي',
      phone: '+218912345678',
      city_id: tripoli,
      city: { id: tripoli, name: { ar: 'طرابلس', en: 'Tripoli' } },
      address_line: 'حي الأندلس، قرب جامع مولاي محمد',
      notes: 'الباب الأخضر',
      is_default: true,
    });
    const second = await create(owner, { label: 'Work', notes: '' });
    expect(second.is_default).toBe(false);
    expect(second.notes).toBeNull();
    expect(await list(owner)).toHaveLength(2);
  });

  it('keeps exactly one default: making another the default moves the mark, and so does is_default on create', async () => {
    const a = await create(owner, { label: 'A' });
    const b = await create(owner, { label: 'B' });
    expect(await defaults(owner)).toEqual(['A']);

    const res = await call('POST', `/addresses/${b.uuid}/default`, owner, undefined, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('This is now your default address.');
    expect(await defaults(owner)).toEqual(['B']);
    // the default is listed first
    expect((await list(owner))[0]?.uuid).toBe(b.uuid);

    await create(owner, { label: 'C', is_default: true });
    expect(await defaults(owner)).toEqual(['C']);

    const changed = await call('PUT', `/addresses/${a.uuid}`, owner, home({ label: 'A2', is_default: true }));
    expect(changed.statusCode).toBe(200);
    expect(await defaults(owner)).toEqual(['A2']);
  });

  it('the database itself refuses a second default for one client', async () => {
    await create(owner, { label: 'A' });
    const now = nowIso();
    await expect(
      t.db
        .insertInto('client_addresses')
        .values({
          uuid: randomUUID(),
          client_id: owner.id,
          label: 'B',
          recipient_name: 'x',
          phone: '+218912345678',
          city_id: tripoli,
          address_line: 'xx',
          notes: null,
          is_default: 1,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
    expect(await defaults(owner)).toEqual(['A']);
  });

  it('deleting the default makes the newest remaining address the default', async () => {
    const a = await create(owner, { label: 'A' });
    await create(owner, { label: 'B' });
    await create(owner, { label: 'C' });
    const res = await call('DELETE', `/addresses/${a.uuid}`, owner, undefined, 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('تم حذف العنوان.');
    expect(await defaults(owner)).toEqual(['C']);
    expect((await list(owner)).map((x) => x.label).sort()).toEqual(['B', 'C']);
  });

  it("answers 404 for someone else's address, exactly as for an unknown one, and changes nothing", async () => {
    const mine = await create(owner);
    const before = await snapshot(t.db, dialect);
    for (const [method, url, payload] of [
      ['PUT', `/addresses/${mine.uuid}`, home({ label: 'stolen' })],
      ['POST', `/addresses/${mine.uuid}/default`, undefined],
      ['DELETE', `/addresses/${mine.uuid}`, undefined],
      ['DELETE', `/addresses/${randomUUID()}`, undefined],
    ] as const) {
      const res = await call(method, url, other, payload, 'en');
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('Address not found.');
    }
    expect(await list(other)).toEqual([]);
    expect(await snapshot(t.db, dialect)).toEqual(before);
  });

  it('needs a signed-in client', async () => {
    const res = await call('GET', '/addresses', null);
    expect(res.statusCode).toBe(401);
    expect((await call('POST', '/addresses', null, home())).statusCode).toBe(401);
  });

  it('refuses bad fields with 422 in the request language and writes nothing', async () => {
    const before = await snapshot(t.db, dialect);
    const ar = await call(
      'POST',
      '/addresses',
      owner,
      { ...home({ phone: '12345', city_id: ghat, address_line: '' }), label: undefined, id: 5, receiver_name: 'x' },
      'ar',
    );
    expect(ar.statusCode).toBe(422);
    const body = ar.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('البيانات المدخلة غير صحيحة.');
    expect(body.errors['phone']).toEqual(['يرجى إدخال رقم هاتف ليبي صحيح مثل 0912345678.']);
    expect(body.errors['label']).toEqual(['هذا الحقل مطلوب.']);
    expect(body.errors['address_line']).toEqual(['يجب ألا يقل عن حرفين.']);
    // every field the form does not have is named, not only the first
    expect(body.errors['id']).toEqual(['حقل غير مسموح به.']);
    expect(body.errors['receiver_name']).toEqual(['حقل غير مسموح به.']);

    const city = await call('POST', '/addresses', owner, home({ city_id: ghat }), 'en');
    expect(city.statusCode).toBe(422);
    expect(city.json<{ errors: Record<string, string[]> }>().errors['city_id']).toEqual([
      'Delivery is not available to this city.',
    ]);
    const long = await call('POST', '/addresses', owner, home({ notes: 'x'.repeat(46) }), 'en');
    expect(long.json<{ errors: Record<string, string[]> }>().errors['notes']).toEqual([
      'Must be at most 45 characters.',
    ]);
    expect(await snapshot(t.db, dialect)).toEqual(before);
  });

  it('keeps at most 20 addresses per client', async () => {
    for (let i = 0; i < 20; i++) await create(owner, { label: `L${i}`, city_id: i % 2 ? tripoli : benghazi });
    const before = await snapshot(t.db, dialect);
    const res = await call('POST', '/addresses', owner, home({ label: 'one too many' }), 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(
      'You can keep at most 20 addresses; delete one to add another.',
    );
    expect(await snapshot(t.db, dialect)).toEqual(before);
    // another client has their own 20
    await create(other);
  });

  it('lets two concurrent "make default" calls leave exactly one default', async () => {
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await create(owner, { label: `L${i}` }));
    const answers = await Promise.all(made.map((a) => call('POST', `/addresses/${a.uuid}/default`, owner)));
    expect(answers.map((r) => r.statusCode)).toEqual(made.map(() => 200));
    expect(await defaults(owner)).toHaveLength(1);
  });
});
