import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Places, client, isolatedPaths, seedAccountsFixtures } from '../modules/accounts/test-support.js';
import { type TestClient, insertClient, insertStatuses } from '../modules/orders/test/fixtures.js';
import { insertProduct } from '../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../test/harness.js';
import { snapshot } from './support.js';

const LONE_HIGH = 'سالم\uD800';
const LONE_LOW = '\uDC00Salem';
/** ZWNJ, ZWJ, LRM, RLM, ALM, HANGUL FILLER, BRAILLE BLANK: each shows nothing, and each has a use beside a letter */
const INVISIBLE = ['\u200C\u200C', '\u200D\u200D', '\u200E\u200F', '\u061C\u061C', '\u3164\u3164', '\u2800\u2800'];
/**
 * Characters a single line never needs: line and paragraph separators (they break a name across lines in a receipt),
 * the word joiner and the soft hyphen (as unseen as the zero-width space), the combining grapheme joiner, the
 * Mongolian vowel separator, an interlinear annotation anchor, a private-use character, a non-character, a tag.
 */
const UNSHOWN_IN_A_LINE = [
  '\u2028',
  '\u2029',
  '\u2060',
  '\u00AD',
  '\u034F',
  '\u180E',
  '\uFFF9',
  '\uE000',
  '\uFFFF',
  '\u{E0041}',
];
const PERSIAN = 'محمد\u200Cرضا';
const FAMILY = 'سالم 👨\u200D👩\u200D👧';

/**
 * Issue 15 items 4 and 5: names and free text hold well-formed Unicode and a name holds a letter; the same rules in
 * registration, contact-us and the order form (the shared `shopperText` in packages/contracts/src/schemas/text.ts).
 */
describe.each(DIALECTS)('text fields on %s', (dialect) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let places: Places;
  let shopper: TestClient;
  let product: { uuid: string };
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { ...isolatedPaths(), RATE_LIMIT: false });
    places = await seedAccountsFixtures(t.db);
    await insertStatuses(t.db);
    shopper = await insertClient(t.db);
    product = await insertProduct(t.db, { name_ar: 'زيت', name_en: 'Oil', quantity: 1_000 });
    api = client(t);
  });
  afterAll(() => t?.destroy());

  const register = (first_name: string, lang: 'ar' | 'en' = 'en') =>
    api.post(
      '/registration',
      {
        first_name,
        last_name: 'Test',
        email: `text${++n}@example.ly`,
        password: 'a good password',
        password_confirmation: 'a good password',
        country_id: places.libya,
        city_id: places.tripoli,
        near_place: 'Souq al-Juma',
        phone: '0912345678',
      },
      { lang },
    );
  const contact = (name: string, message = 'Hello') =>
    api.post('/contact-us', { name, email: 'someone@example.ly', subject: 'Hello', message });
  const order = (receiver_name: string) =>
    api.post(
      '/sales',
      {
        products: [{ uuid: product.uuid, quantity: 1 }],
        delivery_method: 'pickup',
        receiver_name,
        receiver_phone: '0912345678',
      },
      { token: shopper.token },
    );

  it('refuses a lone surrogate with 422 on the field, in the shopper language, and writes nothing', async () => {
    for (const bad of [LONE_HIGH, LONE_LOW]) {
      const before = await snapshot(t.db, dialect);
      const ar = await register(bad, 'ar');
      expect(ar.statusCode).toBe(422);
      expect(ar.json().errors).toEqual({ first_name: ['يحتوي النص على حرف تالف، يرجى إعادة كتابته.'] });
      const byContact = await contact('Salem', `Hello ${bad}`);
      expect(byContact.statusCode).toBe(422);
      expect(byContact.json().errors).toEqual({
        message: ['The text contains a broken character; please type it again.'],
      });
      const byOrder = await order(bad);
      expect(byOrder.statusCode).toBe(422);
      expect(Object.keys(byOrder.json().errors)).toEqual(['receiver_name']);
      expect(await snapshot(t.db, dialect)).toEqual(before);
    }
  });

  it.each(UNSHOWN_IN_A_LINE.map((c) => [JSON.stringify(c), c]))(
    'refuses %s inside a name or an address line with 422 in the shopper language, and writes nothing',
    async (_, c) => {
      const before = await snapshot(t.db, dialect);
      const ar = await register(`سالم${c}علي`, 'ar');
      expect(ar.statusCode).toBe(422);
      expect(ar.json().errors).toEqual({ first_name: ['يحتوي النص على رموز غير مسموح بها.'] });
      const address = await api.post(
        '/addresses',
        {
          label: 'Home',
          recipient_name: 'Salem',
          phone: '0912345678',
          city_id: places.tripoli,
          address_line: `Souq${c} al-Juma`,
        },
        { token: shopper.token },
      );
      expect(address.statusCode).toBe(422);
      expect(address.json().errors).toEqual({ address_line: ['The text contains characters that are not allowed.'] });
      expect(await snapshot(t.db, dialect)).toEqual(before);
    },
  );

  it('takes a line or paragraph separator in a message, where lines may break', async () => {
    expect((await contact('Salem', 'First line\u2028second line\u2029a paragraph')).statusCode).toBe(201);
  });

  it('refuses the replacement character that undecodable bytes become, as a broken character', async () => {
    const before = await snapshot(t.db, dialect);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/contact-us',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: Buffer.concat([
        Buffer.from('{"name":"Ali '),
        Buffer.from([0xff]),
        Buffer.from(' Omar","email":"someone@example.ly","subject":"Hello","message":"Hello"}'),
      ]),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['The text contains a broken character; please type it again.'] });
    expect(await snapshot(t.db, dialect)).toEqual(before);
  });

  it.each(INVISIBLE.map((s) => [JSON.stringify(s), s]))('refuses the invisible name %s everywhere', async (_, name) => {
    const before = await snapshot(t.db, dialect);
    for (const res of [await register(name), await contact(name), await order(name)]) {
      expect(res.statusCode).toBe(422);
      const errors = res.json<{ errors: Record<string, string[]> }>().errors;
      expect(Object.values(errors).flat()).toEqual(['A name must contain at least one letter.']);
    }
    expect(await snapshot(t.db, dialect)).toEqual(before);
  });

  // a name is greeted in the shop's own e-mails ("Hello <name>"): a link there reaches a stranger's inbox in the shop's voice
  it.each([
    'عميلنا، حسابك موقوف. فعّله عبر https://evil.example/ly',
    'Visit www.prize-ly',
    'evil.example/ly',
    'salem@example.ly',
    'جائزة على prize.com',
    'evil.de',
    'visit x.dev now',
    'evil．com',
    'evil。ly',
    'Visit dukkan-refund\u200E.com/claim',
    'evil\u200C.com',
    'evil.\u200Dcom',
    'evil\u061C.com',
    'evil .com',
    'evil·com',
    'evil⸳com',
  ])('refuses a web address or an e-mail in a name everywhere, in the shopper language: %s', async (name) => {
    const before = await snapshot(t.db, dialect);
    const ar = await register(name, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors).toEqual({ first_name: ['لا يمكن أن يحتوي الاسم على رابط أو بريد إلكتروني.'] });
    for (const res of [await contact(name), await order(name)]) {
      expect(res.statusCode).toBe(422);
      const errors = res.json<{ errors: Record<string, string[]> }>().errors;
      expect(Object.values(errors).flat()).toEqual(['A name cannot contain a web address or an e-mail.']);
    }
    const guest = await api.post('/create/subscriber', {
      first_name: name,
      phone: '0945556666',
      email: 'victim@example.net',
    });
    expect(guest.statusCode).toBe(422);
    expect(Object.keys(guest.json().errors)).toEqual(['first_name']);
    expect(await snapshot(t.db, dialect)).toEqual(before);
  });

  it.each([
    'Mr.Smith',
    'St. John',
    'Dr. Salem A. Ali',
    "O'Neil-Smith",
    'A.B. Salem',
    'محمد.علي',
    'Dr.Al-Hassan',
    'Núria Col·lecció',
  ])('takes the name %s, which looks like no address', async (name) => {
    expect((await register(name)).statusCode).toBe(201);
  });

  it.each([
    ['a ZWNJ inside a Persian-style name', PERSIAN],
    ['an emoji ZWJ sequence after a name', FAMILY],
  ])('accepts %s in registration, contact-us and the order form alike, stored unchanged', async (_, name) => {
    const reg = await register(name);
    expect(reg.statusCode).toBe(201);
    expect(reg.json().data.client.first_name).toBe(name);
    expect((await contact(name)).statusCode).toBe(201);
    const placed = await order(name);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.receiver.name).toBe(name);
  });
});
