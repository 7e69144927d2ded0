import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../test/harness.js';
import { isolatedPaths, seedAccountsFixtures } from '../modules/accounts/test-support.js';
import { insertCode, insertStatuses } from '../modules/orders/test/fixtures.js';
import { arabicIndic, operations, snapshot } from './support.js';

/**
 * The bad-input suite: every endpoint that takes input, fed wrong types; negative, zero, fractional and
 * huge numbers; Arabic-Indic digits; empty and 10,000-character strings; right-to-left overrides, zero-width
 * characters, emoji and null bytes; malformed JSON, the wrong content type, arrays where objects belong and keys a
 * client may not set. Each refusal is a 4xx with a `{message}` (and `errors` naming the field on 422) and leaves
 * every row of every table as it was. Values a shopper may legitimately type (Arabic-Indic digits, emoji in a
 * name) are accepted or refused with a 422, never a 5xx.
 */

/** reject: a 4xx that changes nothing; accept: a 2xx; either: one of the two, never a 5xx. */
type Expectation = 'reject' | 'accept' | 'either';

interface Probe {
  label: string;
  value: (base: unknown) => unknown;
  expect: Expectation;
}

type Literal = string | number | boolean | null | readonly unknown[] | { [key: string]: unknown };

const probe = (label: string, value: Literal | ((base: unknown) => unknown), expect: Expectation): Probe => ({
  label,
  value: typeof value === 'function' ? (value as (base: unknown) => unknown) : () => value,
  expect,
});

const LONG = 'x'.repeat(10_000);
const RLO = '\u202E';
const ZWSP = '\u200B';
const NUL = '\u0000';

// ── query strings and path segments (always text) ──

const queryInt = (opts: { repeatable?: boolean } = { repeatable: true }): Probe[] => [
  probe('letters', 'abc', 'reject'),
  probe('a negative number', '-1', 'reject'),
  probe('zero', '0', 'reject'),
  probe('a fraction', '1.5', 'reject'),
  probe('an exponent', '1e3', 'reject'),
  probe('a huge number', '99999999999999999999', 'reject'),
  probe('a number beyond 32 bits', '2147483648', 'reject'),
  probe('Arabic-Indic digits', (base) => arabicIndic(String(base)), 'accept'),
  probe('huge Arabic-Indic digits', arabicIndic('99999999999999999999'), 'reject'),
  probe('10,000 digits', '9'.repeat(10_000), 'reject'),
  probe('a null byte', `1${NUL}`, 'reject'),
  probe('a right-to-left override', `${RLO}1`, 'reject'),
  probe('a zero-width space', `1${ZWSP}`, 'reject'),
  probe('emoji', '🙂', 'reject'),
  ...(opts.repeatable === false ? [] : [probe('a repeated parameter', ['1', '2'], 'reject')]),
];

const queryText = (opts: { required?: boolean } = {}): Probe[] => [
  probe('an empty string', '', opts.required ? 'reject' : 'either'),
  probe('10,000 characters', LONG, 'reject'),
  probe('a right-to-left override', `زيت${RLO}evil`, 'either'),
  probe('a zero-width space', `زي${ZWSP}ت`, 'either'),
  probe('emoji', '🫒 زيت', 'either'),
  probe('a null byte', `زيت${NUL}`, 'either'),
  probe('markup', '<script>alert(1)</script>', 'either'),
  probe('SQL', "' OR 1=1 --", 'either'),
  probe('LIKE wildcards', '%_\\%', 'either'),
  probe('a repeated parameter', ['a', 'b'], 'reject'),
];

const queryBoolean: Probe[] = [
  probe('another word', 'maybe', 'reject'),
  probe('Arabic', 'نعم', 'reject'),
  probe('an empty string', '', 'either'),
  probe('10,000 characters', LONG, 'reject'),
  probe('a null byte', `true${NUL}`, 'reject'),
  probe('a repeated parameter', ['true', 'false'], 'reject'),
];

const queryMoney: Probe[] = [
  probe('letters', 'abc', 'reject'),
  probe('a negative amount', '-1', 'reject'),
  probe('a fraction', '1.5', 'accept'),
  probe('four decimals', '1.2345', 'reject'),
  probe('an exponent', '1e3', 'reject'),
  probe('a huge amount', '99999999999', 'reject'),
  probe('Arabic-Indic digits with an Arabic decimal point', '١٢٫٥', 'accept'),
  probe('a null byte', `1${NUL}`, 'reject'),
  probe('10,000 digits', '9'.repeat(10_000), 'reject'),
  probe('a repeated parameter', ['1', '2'], 'reject'),
];

const querySort: Probe[] = [
  probe('another word', 'cheapest', 'reject'),
  probe('upper case', 'PRICE_ASC', 'reject'),
  probe('an empty string', '', 'reject'),
  probe('10,000 characters', LONG, 'reject'),
  probe('a null byte', `newest${NUL}`, 'reject'),
  probe('a repeated parameter', ['newest', 'price_asc'], 'reject'),
];

/** `count=page` (decision 0075): one word, nothing else. */
const queryCount: Probe[] = [
  probe('another word', 'all', 'reject'),
  probe('upper case', 'PAGE', 'reject'),
  probe('an empty string', '', 'reject'),
  probe('10,000 characters', LONG, 'reject'),
  probe('a null byte', `page${NUL}`, 'reject'),
  probe('a repeated parameter', ['page', 'page'], 'reject'),
];

/** The list options of a category, search or specials list (sorting and filters). */
const listOptions = (): Field[] => [
  q('sort', querySort),
  q('price_min', queryMoney),
  q('price_max', queryMoney),
  q('brand', queryText()),
  q('in_stock', queryBoolean),
  q('discounted', queryBoolean),
];

const pathUuid: Probe[] = [
  probe('not a uuid', 'abc', 'reject'),
  probe('10,000 characters', 'a'.repeat(10_000), 'reject'),
  probe('a null byte', (base) => `${String(base)}${NUL}`, 'reject'),
  probe('a right-to-left override', (base) => `${RLO}${String(base)}`, 'reject'),
  probe('Arabic-Indic digits', (base) => arabicIndic(String(base)), 'reject'),
  probe('path traversal', '../../../etc/passwd', 'reject'),
  probe('SQL', "' OR '1'='1", 'reject'),
  probe('emoji', '🙂', 'reject'),
  probe('an unknown uuid', '00000000-0000-4000-8000-000000000000', 'reject'),
  probe('upper case', (base) => String(base).toUpperCase(), 'either'),
];

const queryOrderNumber: Probe[] = [
  probe('an empty string', '', 'reject'),
  probe('letters', 'abc', 'reject'),
  probe('10,000 characters', LONG, 'reject'),
  probe('lower case', (base) => String(base).toLowerCase(), 'accept'),
  probe('Arabic-Indic digits', (base) => arabicIndic(String(base)), 'accept'),
  probe('a right-to-left override', (base) => `${RLO}${String(base)}`, 'reject'),
  probe('a null byte', (base) => `${String(base)}${NUL}`, 'reject'),
  probe('SQL', "' OR '1'='1", 'reject'),
  probe('an unknown number', 'DK-999999', 'reject'),
  probe('a repeated parameter', ['DK-000001', 'DK-000002'], 'reject'),
];

const queryPhone: Probe[] = [
  probe('an empty string', '', 'reject'),
  probe('10,000 characters', '9'.repeat(10_000), 'reject'),
  probe('letters', 'not a phone', 'reject'),
  probe('a foreign number', '+33612345678', 'reject'),
  probe('another Libyan number', '0923456789', 'reject'),
  probe('Arabic-Indic digits', (base) => arabicIndic(String(base)), 'accept'),
  probe('the international form with spaces and dashes', '+218 91-234-5678', 'accept'),
  probe('a right-to-left override', `091${RLO}2345678`, 'reject'),
  probe('a null byte', `0912345678${NUL}`, 'reject'),
  probe('a repeated parameter', ['0912345678', '0912345678'], 'reject'),
];

const pathToken: Probe[] = [
  probe('short', 'abc', 'reject'),
  probe('10,000 characters', LONG, 'reject'),
  probe('a null byte', (base) => `${String(base).slice(1)}${NUL}`, 'reject'),
  probe('a right-to-left override', (base) => `${RLO}${String(base).slice(1)}`, 'reject'),
  probe('path traversal', '../../../etc/passwd', 'reject'),
  probe('emoji', '🙂', 'reject'),
];

const pathPlacement: Probe[] = [
  probe('upper case', 'HOME', 'reject'),
  probe('Arabic', 'رئيسية', 'reject'),
  probe('10,000 characters', 'a'.repeat(10_000), 'reject'),
  probe('a null byte', `home${NUL}`, 'reject'),
  probe('a right-to-left override', `home${RLO}`, 'reject'),
  probe('emoji', '🙂', 'reject'),
  probe('an unknown placement', 'nowhere', 'either'),
];

// ── JSON bodies ──

const NON_STRINGS = [
  probe('a number', 123, 'reject'),
  probe('a boolean', true, 'reject'),
  probe('null', null, 'reject'),
  probe('an array', ['text'], 'reject'),
  probe('an object', { ar: 'text' }, 'reject'),
];

const bodyName = (opts: { min?: number } = {}): Probe[] => [
  probe('an empty string', '', 'reject'),
  probe('only spaces', '   ', 'reject'),
  ...(opts.min && opts.min > 1 ? [probe('one letter', 'س', 'reject')] : []),
  probe('10,000 characters', LONG, 'reject'),
  probe('a right-to-left override', `سالم${RLO}evil`, 'reject'),
  probe('a zero-width space', `سا${ZWSP}لم`, 'reject'),
  probe('a null byte', `سالم${NUL}`, 'reject'),
  probe('a line break', 'سالم\nالمبروك', 'reject'),
  probe('emoji', 'سالم 🌙', 'either'),
  probe('markup', '<b onmouseover=alert(1)>سالم</b>', 'either'),
  ...NON_STRINGS,
];

const bodyMultiline: Probe[] = [
  probe('an empty string', '', 'reject'),
  probe('10,000 characters', LONG, 'reject'),
  probe('a right-to-left override', `مرحبا${RLO}evil`, 'reject'),
  probe('a zero-width space', `مر${ZWSP}حبا`, 'reject'),
  probe('a null byte', `مرحبا${NUL}`, 'reject'),
  probe('line breaks', 'مرحبا\nكيف الحال؟', 'either'),
  probe('emoji', 'شكراً 🌹', 'either'),
  ...NON_STRINGS,
];

const bodyEmail: Probe[] = [
  probe('an empty string', '', 'reject'),
  probe('10,000 characters', `${LONG}@example.ly`, 'reject'),
  probe('no @', 'salem.example.ly', 'reject'),
  probe('a right-to-left override', `salem${RLO}@example.ly`, 'reject'),
  probe('a zero-width space', `sa${ZWSP}lem@example.ly`, 'reject'),
  probe('a null byte', `salem${NUL}@example.ly`, 'reject'),
  probe('emoji', '🙂@example.ly', 'either'),
  ...NON_STRINGS,
];

const bodyPassword = (opts: { strength: boolean }): Probe[] => [
  probe('an empty string', '', 'reject'),
  ...(opts.strength ? [probe('7 characters', 'abc1234', 'reject')] : []),
  probe('10,000 characters', LONG, 'reject'),
  ...NON_STRINGS,
];

const bodyPhone: Probe[] = [
  probe('an empty string', '', 'reject'),
  probe('10,000 characters', '9'.repeat(10_000), 'reject'),
  probe('letters', 'not a phone', 'reject'),
  probe('a foreign number', '+33612345678', 'reject'),
  probe('Arabic-Indic digits', (base) => arabicIndic(String(base)), 'accept'),
  probe('the international form with spaces and dashes', '+218 91-234-5678', 'accept'),
  probe('a right-to-left override', `091${RLO}2345678`, 'reject'),
  probe('a zero-width space', `091${ZWSP}2345678`, 'reject'),
  probe('a null byte', `0912345678${NUL}`, 'reject'),
  probe('emoji', '📞0912345678', 'reject'),
  probe('a number', 912_345_678, 'reject'),
  probe('null', null, 'reject'),
  probe('an array', ['0912345678'], 'reject'),
];

const bodyId: Probe[] = [
  probe('letters', 'abc', 'reject'),
  probe('an empty string', '', 'reject'),
  probe('a negative number', -1, 'reject'),
  probe('zero', 0, 'reject'),
  probe('a fraction', 1.5, 'reject'),
  probe('a huge number', 1e20, 'reject'),
  probe('a number beyond 32 bits', 2_147_483_648, 'reject'),
  probe('an exponent in a string', '1e3', 'reject'),
  probe('digits in a string', (base) => String(base), 'accept'),
  probe('Arabic-Indic digits', (base) => arabicIndic(String(base)), 'accept'),
  probe('a null byte', (base) => `${String(base)}${NUL}`, 'reject'),
  probe('a boolean', true, 'reject'),
  probe('null', null, 'reject'),
  probe('an array', [1], 'reject'),
  probe('an object', { id: 1 }, 'reject'),
];

const bodyQuantity = (opts: { min: 0 | 1 }): Probe[] => [
  probe('digits in a string', '1', 'reject'),
  probe('Arabic-Indic digits', '١', 'reject'),
  probe('a negative number', -1, 'reject'),
  ...(opts.min === 1 ? [probe('zero', 0, 'reject')] : []),
  probe('a fraction', 1.5, 'reject'),
  probe('a huge number', 1e20, 'reject'),
  probe('one over the limit', 1001, 'reject'),
  probe('a boolean', true, 'reject'),
  probe('null', null, 'reject'),
  probe('an array', [1], 'reject'),
  probe('an object', { n: 1 }, 'reject'),
];

const bodyMoney: Probe[] = [
  probe('a negative amount', -1, 'reject'),
  probe('four decimals', 1.2345, 'reject'),
  probe('a huge amount', 1e20, 'reject'),
  probe('digits in a string', '1', 'reject'),
  probe('Arabic-Indic digits', '١', 'reject'),
  probe('null', null, 'reject'),
  probe('an array', [1], 'reject'),
];

const bodyEnum: Probe[] = [
  probe('another value', 'teleport', 'reject'),
  probe('an empty string', '', 'reject'),
  probe('upper case', (base) => String(base).toUpperCase(), 'reject'),
  probe('a null byte', (base) => `${String(base)}${NUL}`, 'reject'),
  probe('10,000 characters', LONG, 'reject'),
  ...NON_STRINGS,
];

const bodyUuid = (unknownIs: Expectation): Probe[] => [
  probe('not a uuid', 'abc', 'reject'),
  probe('an empty string', '', 'reject'),
  probe('10,000 characters', LONG, 'reject'),
  probe('a null byte', (base) => `${String(base)}${NUL}`, 'reject'),
  probe('a right-to-left override', (base) => `${RLO}${String(base)}`, 'reject'),
  probe('an unknown uuid', '00000000-0000-4000-8000-000000000000', unknownIs),
  probe('upper case', (base) => String(base).toUpperCase(), 'either'),
  ...NON_STRINGS,
];

const bodyCode: Probe[] = [
  probe('10,000 characters', LONG, 'reject'),
  probe('an unknown code', 'NOPE', 'reject'),
  probe('a null byte', `SAVE10${NUL}`, 'reject'),
  probe('a right-to-left override', `SAVE10${RLO}`, 'reject'),
  probe('emoji', '🎁', 'reject'),
  probe('an empty string (no code)', '', 'either'),
  probe('lower case', 'save10', 'accept'),
  ...NON_STRINGS,
];

const bodyToken: Probe[] = [
  probe('an empty string', '', 'reject'),
  probe('10,000 characters', LONG, 'reject'),
  probe('a null byte', `abc${NUL}`, 'reject'),
  ...NON_STRINGS,
];

const bodyLines: Probe[] = [
  probe('an empty list', [], 'reject'),
  probe('an object', { uuid: 'x', quantity: 1 }, 'reject'),
  probe('text', 'everything', 'reject'),
  probe('null', null, 'reject'),
  probe('numbers', [1, 2], 'reject'),
  probe('51 lines', () => Array.from({ length: 51 }, () => ({ uuid: randomUUID(), quantity: 1 })), 'reject'),
  probe('the same product twice', (base) => [...(base as unknown[]), ...(base as unknown[])], 'reject'),
  probe(
    'a line that sets its own price',
    (base) => (base as Record<string, unknown>[]).map((l) => ({ ...l, price: 0.001 })),
    'reject',
  ),
];

const bodyBoolean: Probe[] = [
  probe('a word', 'yes', 'reject'),
  probe('the text true', 'true', 'reject'),
  probe('a number', 1, 'reject'),
  probe('null', null, 'reject'),
  probe('an array', [true], 'reject'),
];

const bodyUuidList: Probe[] = [
  probe('an empty list', [], 'accept'),
  probe('not a list', 'abc', 'reject'),
  probe('null', null, 'reject'),
  probe('numbers', [1, 2], 'reject'),
  probe('not a uuid in the list', ['abc'], 'reject'),
  probe('an unknown uuid (dropped)', ['00000000-0000-4000-8000-000000000000'], 'accept'),
  probe('101 uuids', () => Array.from({ length: 101 }, () => randomUUID()), 'reject'),
];

const queryUuidList: Probe[] = [
  probe('an empty string', '', 'reject'),
  probe('not a uuid', 'abc', 'reject'),
  probe('an unknown uuid', '00000000-0000-4000-8000-000000000000', 'accept'),
  probe('10,000 characters', LONG, 'reject'),
  probe('a null byte', (base) => `${String(base)}${NUL}`, 'reject'),
  probe('101 uuids', () => Array.from({ length: 101 }, () => randomUUID()).join(','), 'reject'),
  probe('a repeated parameter', (base) => [String(base), String(base)], 'reject'),
];

/** Keys a client may not set; each must be refused on its own key, never written. */
const massAssignment = (keys: string[]) => keys;

// ── the routes ──

interface Fixtures {
  shopper: { email: string; password: string; token: string; uuid: string };
  profile: { token: string; uuid: string; password: string };
  libya: number;
  tripoli: number;
  servicePackage: number;
  category: number;
  product: string;
  order: string;
  orderNumber: string;
  /** an order of the shopper's that the cancel route may cancel */
  cancellable: string;
  /** the shopper's saved address, and a spare one the DELETE baseline removes */
  address: string;
  spareAddress: string;
}

interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

interface Field {
  in: 'query' | 'params' | 'body';
  /** a body path may be dotted: `products.0.quantity` */
  name: string;
  probes: Probe[];
}

interface RouteCase {
  /** whose bearer token goes along */
  auth?: 'shopper' | 'profile';
  base(fx: Fixtures): Request;
  fields: Field[];
  /** keys outside the body schema, refused with 422 on that key */
  forbiddenKeys?: string[];
  /** body-level probes (array, null, …); false where the route reads no body */
  bodyProbes?: boolean;
  /** what the unmodified request answers; 2xx unless said otherwise */
  baseline?: { status: number; errorKeys?: string[] } | 'skip';
}

let unique = 0;
const freshEmail = () => `probe${++unique}.${randomUUID().slice(0, 8)}@example.ly`;
const q = (name: string, probes: Probe[]): Field => ({ in: 'query', name, probes });
const p = (name: string, probes: Probe[]): Field => ({ in: 'params', name, probes });
const b = (name: string, probes: Probe[]): Field => ({ in: 'body', name, probes });

/** The shopper's uuid, for the probe that sends another client's uuid to update-profile. */
const SHOPPER_UUID = { value: '' };

const productList: RouteCase = { base: () => ({ query: { limit: '5' } }), fields: [q('limit', queryInt())] };

const ADDRESS_FIELDS: Field[] = [
  b('label', bodyName()),
  b('recipient_name', bodyName({ min: 2 })),
  b('phone', bodyPhone),
  b('city_id', bodyId),
  b('address_line', bodyName({ min: 2 })),
  b(
    'notes',
    bodyName().map((x) =>
      x.label === 'an empty string' || x.label === 'only spaces' ? { ...x, expect: 'either' as const } : x,
    ),
  ),
  b('is_default', bodyBoolean),
];

const addressBody = (fx: Fixtures) => ({
  label: 'البيت',
  recipient_name: 'سالم المبروك',
  phone: '0912345678',
  city_id: fx.tripoli,
  address_line: 'قرب جامع ميزران',
  notes: 'الباب الأخضر',
});

const ROUTES: Record<string, RouteCase> = {
  'GET /api/client/featured-products': productList,
  'GET /api/client/latest-products': productList,
  'GET /api/client/best-seller': productList,
  'GET /api/client/products': {
    base: (fx) => ({
      query: {
        page: '1',
        limit: '10',
        category_id: String(fx.category),
        sub_category_id: String(fx.category),
        name: 'زيت',
        specific_name: 'زيت زيتون',
        specials_offer: 'all',
        count: 'page',
      },
    }),
    fields: [
      q('page', queryInt()),
      q('limit', queryInt()),
      q('category_id', queryInt()),
      q('sub_category_id', queryInt()),
      q('name', queryText()),
      q('specific_name', queryText()),
      q('specials_offer', queryBoolean),
      q('count', queryCount),
      ...listOptions(),
    ],
  },
  'GET /api/client/product-brands': {
    base: (fx) => ({
      query: {
        category_id: String(fx.category),
        sub_category_id: String(fx.category),
        name: 'زيت',
        specific_name: 'زيت زيتون',
        specials_offer: 'all',
      },
    }),
    fields: [
      q('category_id', queryInt()),
      q('sub_category_id', queryInt()),
      q('name', queryText()),
      q('specific_name', queryText()),
      q('specials_offer', queryBoolean),
    ],
  },
  'GET /api/client/products/{uuid}': {
    base: (fx) => ({ params: { uuid: fx.product } }),
    fields: [p('uuid', pathUuid)],
  },
  'GET /api/client/products/{uuid}/check-quantity': {
    base: (fx) => ({ params: { uuid: fx.product }, query: { requested_quantity: '2' } }),
    fields: [p('uuid', pathUuid), q('requested_quantity', queryInt())],
  },
  'GET /api/client/{placement}-advertisements': {
    base: () => ({ params: { placement: 'home' } }),
    fields: [p('placement', pathPlacement)],
  },
  'GET /api/client/countries': {
    base: () => ({ query: { page: '1', limit: '20' } }),
    fields: [q('page', queryInt()), q('limit', queryInt())],
  },
  'GET /api/client/countries/{id}/cities': {
    base: (fx) => ({ params: { id: String(fx.libya) } }),
    fields: [p('id', queryInt({ repeatable: false }))],
  },
  'GET /api/client/get/service/packages': {
    base: (fx) => ({ query: { city_id: String(fx.tripoli) } }),
    fields: [q('city_id', queryInt())],
  },
  'GET /api/client/get-code-discount': {
    base: () => ({ query: { code: 'SAVE10', subtotal: '25' } }),
    fields: [q('code', queryText({ required: true })), q('subtotal', queryMoney)],
  },
  'GET /api/client/orders': {
    auth: 'shopper',
    base: () => ({ query: { page: '1', limit: '10' } }),
    fields: [q('page', queryInt()), q('limit', queryInt())],
  },
  'GET /api/client/orders/{uuid}': {
    auth: 'shopper',
    base: (fx) => ({ params: { uuid: fx.order } }),
    fields: [p('uuid', pathUuid)],
  },
  'POST /api/client/registration': {
    base: (fx) => ({
      body: {
        first_name: 'سالم',
        last_name: 'المبروك',
        email: freshEmail(),
        password: 'zaytun-2024',
        password_confirmation: 'zaytun-2024',
        country_id: fx.libya,
        city_id: fx.tripoli,
        near_place: 'قرب جامع ميزران',
        phone: '0912345678',
      },
    }),
    fields: [
      b('first_name', bodyName()),
      b('last_name', bodyName()),
      b('email', bodyEmail),
      b('password', bodyPassword({ strength: true })),
      b('password_confirmation', [probe('another password', 'zaytun-2025', 'reject'), ...NON_STRINGS]),
      b('country_id', bodyId),
      b('city_id', bodyId),
      b('near_place', bodyName()),
      b('phone', bodyPhone),
    ],
    forbiddenKeys: massAssignment(['id', 'uuid', 'is_subscriber', 'password_hash', 'email_normalized', 'created_at']),
    baseline: { status: 201 },
  },
  'POST /api/client/login': {
    base: (fx) => ({ body: { email: fx.shopper.email, password: fx.shopper.password } }),
    fields: [b('email', bodyEmail), b('password', bodyPassword({ strength: false }))],
    forbiddenKeys: massAssignment(['client_id', 'remember']),
  },
  'POST /api/client/logout': {
    auth: 'shopper',
    base: () => ({}),
    fields: [],
    bodyProbes: false,
    baseline: 'skip',
  },
  'POST /api/client/create/subscriber': {
    base: () => ({ body: { first_name: 'ضيف', last_name: 'زائر', phone: '0923456789', email: freshEmail() } }),
    fields: [b('first_name', bodyName()), b('last_name', bodyName()), b('phone', bodyPhone), b('email', bodyEmail)],
    forbiddenKeys: massAssignment(['is_subscriber', 'password', 'id']),
    baseline: { status: 201 },
  },
  'POST /api/client/confirm-password': {
    auth: 'shopper',
    base: (fx) => ({ body: { password: fx.shopper.password } }),
    fields: [b('password', bodyPassword({ strength: false }))],
    forbiddenKeys: massAssignment(['client_id']),
  },
  'POST /api/client/update-profile/{uuid}': {
    auth: 'profile',
    base: (fx) => ({
      params: { uuid: fx.profile.uuid },
      body: {
        current_password: fx.profile.password,
        first_name: 'نوري',
        country_id: fx.libya,
        city_id: fx.tripoli,
        phone: '0921234567',
      },
    }),
    fields: [
      p('uuid', [
        ...pathUuid.filter((x) => x.label !== 'upper case'),
        probe("another client's uuid", (_base: unknown) => SHOPPER_UUID.value, 'reject'),
      ]),
      b('current_password', bodyPassword({ strength: false })),
      b('first_name', bodyName()),
      b('last_name', bodyName()),
      b('email', bodyEmail),
      b('password', bodyPassword({ strength: true })),
      b('password_confirmation', NON_STRINGS),
      b('country_id', bodyId),
      b('city_id', bodyId),
      b('near_place', bodyName()),
      b('phone', bodyPhone),
    ],
    forbiddenKeys: massAssignment(['uuid', 'is_subscriber', 'password_hash', 'email_normalized', 'id']),
  },
  'POST /api/client/contact-us': {
    base: () => ({
      body: { name: 'سالم', email: 'salem@example.ly', subject: 'سؤال عن التوصيل', message: 'هل توصلون إلى غريان؟' },
    }),
    fields: [b('name', bodyName()), b('email', bodyEmail), b('subject', bodyName()), b('message', bodyMultiline)],
    forbiddenKeys: massAssignment(['client_id', 'created_at']),
    baseline: { status: 201 },
  },
  'POST /api/client/forgot-password': {
    base: (fx) => ({ body: { email: fx.shopper.email } }),
    fields: [b('email', bodyEmail)],
    forbiddenKeys: massAssignment(['token']),
  },
  'POST /api/client/reset-password': {
    base: (fx) => ({
      body: {
        email: fx.shopper.email,
        token: 'x'.repeat(43),
        password: 'new-zaytun-2024',
        password_confirmation: 'new-zaytun-2024',
      },
    }),
    fields: [
      b('email', bodyEmail),
      b('token', bodyToken),
      b('password', bodyPassword({ strength: true })),
      b('password_confirmation', NON_STRINGS),
    ],
    forbiddenKeys: massAssignment(['client_id', 'used_at']),
    // the token in the base request is not a real one: everything else is valid, so the only error is on `token`
    baseline: { status: 422, errorKeys: ['token'] },
  },
  'POST /api/client/sales': {
    auth: 'shopper',
    base: (fx) => ({
      body: {
        products: [{ uuid: fx.product, quantity: 1 }],
        delivery_method: 'delivery_company',
        city_id: fx.tripoli,
        service_package_id: fx.servicePackage,
        near_place: 'قرب جامع ميزران',
        receiver_name: 'سالم المبروك',
        receiver_phone: '0912345678',
        payment_method: 'cash_on_delivery',
      },
    }),
    fields: [
      b('products', bodyLines),
      b('products.0.uuid', bodyUuid('reject')),
      b('products.0.quantity', bodyQuantity({ min: 1 })),
      b('products.0.expected_price', bodyMoney),
      b('delivery_method', bodyEnum),
      b(
        'city_id',
        bodyId.filter((x) => x.label !== 'Arabic-Indic digits' && x.label !== 'digits in a string'),
      ),
      b(
        'service_package_id',
        bodyId.filter((x) => x.expect === 'reject'),
      ),
      b('near_place', bodyName({ min: 2 })),
      b('receiver_name', bodyName({ min: 2 })),
      b('receiver_phone', bodyPhone),
      b('discount_code', bodyCode),
      b('payment_method', bodyEnum),
      b('expected_total', bodyMoney),
    ],
    forbiddenKeys: massAssignment(['total', 'client_id', 'status_id', 'delivery_fee', 'uuid']),
    baseline: { status: 201 },
  },
  'POST /api/client/change-order-product': {
    auth: 'shopper',
    base: (fx) => ({ body: { order_uuid: fx.order, product_uuid: fx.product, quantity: 2 } }),
    fields: [
      b('order_uuid', bodyUuid('reject')),
      b('product_uuid', bodyUuid('reject')),
      b('quantity', bodyQuantity({ min: 0 })),
    ],
    forbiddenKeys: massAssignment(['status_id', 'unit_price', 'client_id']),
  },
  'POST /api/client/orders/{uuid}/cancel': {
    auth: 'shopper',
    base: (fx) => ({ params: { uuid: fx.cancellable } }),
    fields: [p('uuid', pathUuid)],
    bodyProbes: false,
  },
  'GET /api/client/track': {
    base: (fx) => ({ query: { number: fx.orderNumber, phone: '0912345678' } }),
    fields: [q('number', queryOrderNumber), q('phone', queryPhone)],
  },
  'POST /api/client/confirm-order/{token}': {
    base: () => ({ params: { token: 'A'.repeat(43) } }),
    fields: [p('token', pathToken)],
    bodyProbes: false,
    // no order waits for confirmation here: the well-formed token is simply unknown
    baseline: { status: 404 },
  },
  'POST /api/client/addresses': {
    auth: 'shopper',
    base: (fx) => ({ body: addressBody(fx) }),
    fields: ADDRESS_FIELDS,
    forbiddenKeys: massAssignment(['client_id', 'uuid', 'id']),
    baseline: { status: 201 },
  },
  'PUT /api/client/addresses/{uuid}': {
    auth: 'shopper',
    base: (fx) => ({ params: { uuid: fx.address }, body: addressBody(fx) }),
    fields: [p('uuid', pathUuid), ...ADDRESS_FIELDS],
    forbiddenKeys: massAssignment(['client_id', 'uuid', 'id']),
  },
  'POST /api/client/addresses/{uuid}/default': {
    auth: 'shopper',
    base: (fx) => ({ params: { uuid: fx.address } }),
    fields: [p('uuid', pathUuid)],
    bodyProbes: false,
  },
  'POST /api/client/wishlist': {
    auth: 'shopper',
    base: (fx) => ({ body: { product_uuid: fx.product } }),
    fields: [b('product_uuid', bodyUuid('reject'))],
    forbiddenKeys: massAssignment(['client_id']),
  },
  'POST /api/client/wishlist/merge': {
    auth: 'shopper',
    base: (fx) => ({ body: { uuids: [fx.product] } }),
    fields: [b('uuids', bodyUuidList)],
    forbiddenKeys: massAssignment(['client_id']),
  },
  'GET /api/client/wishlist/products': {
    base: (fx) => ({ query: { uuids: fx.product } }),
    fields: [q('uuids', queryUuidList)],
  },
  // last: the baselines run first, and this one deletes the spare address
  'DELETE /api/client/wishlist/{uuid}': {
    auth: 'shopper',
    base: (fx) => ({ params: { uuid: fx.product } }),
    fields: [
      p(
        'uuid',
        pathUuid.map((x) => (x.label === 'an unknown uuid' ? { ...x, expect: 'either' as const } : x)),
      ),
    ],
    bodyProbes: false,
  },
  'DELETE /api/client/addresses/{uuid}': {
    auth: 'shopper',
    base: (fx) => ({ params: { uuid: fx.spareAddress } }),
    fields: [p('uuid', pathUuid)],
    bodyProbes: false,
  },
};

// ── the requests ──

interface Case {
  route: string;
  label: string;
  expect: Expectation;
  /** on a 422, `errors` must name this field (or a path under it); null: any field */
  errorKey: string | null;
  request(fx: Fixtures): InjectOptions;
}

function setPath(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

function getPath(body: Record<string, unknown> | undefined, path: string): unknown {
  let node: unknown = body;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

function toInject(id: string, route: RouteCase, fx: Fixtures, req: Request, raw?: InjectOptions): InjectOptions {
  const [method, template] = id.split(' ') as [string, string];
  const url = template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(req.params?.[name] ?? ''));
  const token = route.auth === 'shopper' ? fx.shopper.token : route.auth === 'profile' ? fx.profile.token : null;
  return {
    method: method as InjectOptions['method'],
    url,
    ...(req.query ? { query: req.query } : {}),
    ...(req.body ? { payload: req.body } : {}),
    ...raw,
    headers: {
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...raw?.headers,
    },
  };
}

function buildCases(): Case[] {
  const cases: Case[] = [];
  for (const [id, route] of Object.entries(ROUTES)) {
    for (const field of route.fields) {
      for (const pr of field.probes) {
        cases.push({
          route: id,
          label: `${field.in} ${field.name}: ${pr.label}`,
          expect: pr.expect,
          errorKey: field.name,
          request(fx) {
            const req = route.base(fx);
            if (field.in === 'body') {
              req.body = setPath(req.body ?? {}, field.name, pr.value(getPath(req.body, field.name)));
            } else {
              const bag = { ...req[field.in] };
              bag[field.name] = pr.value(bag[field.name]) as string;
              req[field.in] = bag;
            }
            return toInject(id, route, fx, req);
          },
        });
      }
    }
    for (const key of route.forbiddenKeys ?? []) {
      cases.push({
        route: id,
        label: `mass assignment: ${key}`,
        expect: 'reject',
        errorKey: key,
        request: (fx) => {
          const req = route.base(fx);
          return toInject(id, route, fx, { ...req, body: { ...req.body, [key]: key === 'uuid' ? randomUUID() : 1 } });
        },
      });
    }
    if (!id.startsWith('POST ')) continue;
    const raw = (label: string, payload: string, contentType: string, errorKey: string | null = null): Case => ({
      route: id,
      label,
      expect: 'reject',
      errorKey,
      request: (fx) => toInject(id, route, fx, route.base(fx), { payload, headers: { 'content-type': contentType } }),
    });
    const json = 'application/json';
    cases.push(
      raw('malformed JSON', '{"email": "salem@example.ly",', json),
      raw('a single quote JSON', "{'email': 'salem@example.ly'}", json),
      raw('text/plain', 'email=salem@example.ly', 'text/plain'),
      raw('a form', 'email=salem%40example.ly', 'application/x-www-form-urlencoded'),
      raw(
        'multipart',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
        'multipart/form-data; boundary=x',
      ),
      raw('XML', '<email>salem@example.ly</email>', 'application/xml'),
      raw('a prototype key', '{"__proto__": {"is_admin": true}}', json),
      raw('a constructor key', '{"constructor": {"prototype": {"is_admin": true}}}', json),
      raw('70 KB', JSON.stringify({ pad: 'x'.repeat(70_000) }), json),
    );
    if (route.bodyProbes === false) continue;
    cases.push(
      raw('an array instead of an object', '[]', json),
      raw('an array of the object', '[{"email": "salem@example.ly"}]', json),
      raw('null', 'null', json),
      raw('an empty body', '', json),
      raw('a string', '"salem@example.ly"', json),
      raw('a number', '42', json),
      raw('nested 50 levels', `{"a":${'['.repeat(50)}${']'.repeat(50)}}`, json),
      raw('a null byte in a key', '{"email\\u0000": "salem@example.ly"}', json),
    );
  }
  return cases;
}

const CASES = buildCases();

describe.each(DIALECTS)('bad input on %s', (dialect) => {
  let t: TestApp;
  const fx = {} as Fixtures;

  beforeAll(async () => {
    t = await createTestApp(dialect, { ...isolatedPaths(), RATE_LIMIT: false });
    const places = await seedAccountsFixtures(t.db);
    await insertStatuses(t.db);
    fx.libya = places.libya;
    fx.tripoli = places.tripoli;
    fx.servicePackage = (
      await t.db
        .insertInto('service_packages')
        .values({
          city_id: places.tripoli,
          name_ar: 'سريع',
          name_en: 'Express',
          price_milli: 7_500,
          expected_time_ar: 'يوم',
          expected_time_en: 'a day',
          is_active: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    fx.category = await insertCategory(t.db, { name_ar: 'زيوت', name_en: 'Oils' });
    fx.product = (
      await insertProduct(t.db, {
        name_ar: 'زيت زيتون',
        name_en: 'Olive oil',
        quantity: 100_000,
        categories: [fx.category],
      })
    ).uuid;
    await insertCode(t.db, { code: 'SAVE10', type: 'percent', value: 1_000 });
    await t.db
      .insertInto('advertisements')
      .values({
        placement: 'home',
        title_ar: 'عروض',
        title_en: 'Offers',
        subtitle_ar: '',
        subtitle_en: '',
        img: '/images/ads/offers.svg',
        link: null,
        sort_order: 0,
        is_active: 1,
      })
      .execute();

    const register = async (email: string, password: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client/registration',
        payload: {
          first_name: 'سالم',
          last_name: 'المبروك',
          email,
          password,
          password_confirmation: password,
          country_id: fx.libya,
          city_id: fx.tripoli,
          near_place: 'قرب جامع ميزران',
          phone: '0912345678',
        },
      });
      expect(res.statusCode).toBe(201);
      const data = res.json<{ data: { access_token: string; client: { uuid: string } } }>().data;
      return { email, password, token: data.access_token, uuid: data.client.uuid };
    };
    fx.shopper = await register('shopper@example.ly', 'zaytun-2024');
    fx.profile = await register('profile@example.ly', 'nakhla-2024');
    SHOPPER_UUID.value = fx.shopper.uuid;

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: { authorization: `Bearer ${fx.shopper.token}` },
      payload: { products: [{ uuid: fx.product, quantity: 2 }], delivery_method: 'pickup' },
    });
    expect(order.statusCode).toBe(201);
    fx.order = order.json<{ data: { uuid: string } }>().data.uuid;
    fx.orderNumber = order.json<{ data: { number: string } }>().data.number;
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: { authorization: `Bearer ${fx.shopper.token}` },
      payload: { products: [{ uuid: fx.product, quantity: 1 }], delivery_method: 'pickup' },
    });
    expect(second.statusCode).toBe(201);
    fx.cancellable = second.json<{ data: { uuid: string } }>().data.uuid;
    await t.db.updateTable('cities').set({ is_delivery: 1 }).where('id', '=', fx.tripoli).execute();
    const saveAddress = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client/addresses',
        headers: { authorization: `Bearer ${fx.shopper.token}` },
        payload: addressBody(fx),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: { uuid: string } }>().data.uuid;
    };
    fx.address = await saveAddress();
    fx.spareAddress = await saveAddress();
  });
  afterAll(() => t?.destroy());

  it('covers every POST route and every GET route with parameters, and every parameter and body field', async () => {
    // the staff side's routes are probed by their own suites (modules/admin-*)
    const ops = (await operations(t)).filter((o) => !o.path.startsWith('/api/admin'));
    const needInput = ops.filter((o) => o.method === 'post' || (o.op.parameters ?? []).length > 0).map((o) => o.id);
    expect(Object.keys(ROUTES).sort()).toEqual(needInput.sort());
    for (const o of ops) {
      const route = ROUTES[o.id];
      if (!route) continue;
      const covered = new Set(route.fields.map((f) => `${f.in === 'params' ? 'path' : f.in}:${f.name.split('.')[0]}`));
      const declared = [
        ...(o.op.parameters ?? []).map((x) => `${x.in}:${x.name}`),
        ...Object.keys(o.op.requestBody?.content?.['application/json']?.schema?.properties ?? {}).map(
          (k) => `body:${k}`,
        ),
      ];
      for (const d of declared) expect(covered, `${o.id} ${d}`).toContain(d);
    }
  });

  it.each(Object.entries(ROUTES).filter(([, r]) => r.baseline !== 'skip'))(
    'the unmodified request to %s is accepted, so each refusal below is the probe’s doing',
    async (id, route) => {
      const res = await t.app.inject(toInject(id, route, fx, route.base(fx)));
      const baseline = route.baseline === 'skip' ? undefined : route.baseline;
      if (baseline) {
        expect(res.statusCode, res.body).toBe(baseline.status);
        if (baseline.errorKeys) expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(baseline.errorKeys);
      } else {
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, res.body).toBeLessThan(300);
      }
    },
  );

  it('answers an empty JSON body as one without fields: 422 naming them, in the request’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  // the state after the last refusal, which is the state before the next case (re-read after an accepted request)
  let known: string[] | null = null;
  it.each(CASES.map((c) => [`${c.route} — ${c.label}`, c] as const))('%s', async (_name, c) => {
    const before = known ?? (await snapshot(t.db, t.dialect));
    known = null;
    const res = await t.app.inject(c.request(fx));
    const status = res.statusCode;
    expect(status, res.body).toBeLessThan(500);
    expect(res.body).not.toMatch(/node_modules|\bat .+:\d+:\d+|stack/);
    if (c.expect === 'accept') expect(status, res.body).toBeLessThan(300);
    if (c.expect === 'reject') expect(status, res.body).toBeGreaterThanOrEqual(400);
    if (status < 400) return;

    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<{ message?: unknown; errors?: Record<string, unknown> }>();
    expect(typeof body.message).toBe('string');
    expect(String(body.message).length).toBeGreaterThan(3);
    if (status === 422) {
      expect(body.errors, res.body).toBeTypeOf('object');
      const keys = Object.keys(body.errors ?? {});
      expect(keys.length, res.body).toBeGreaterThan(0);
      for (const messages of Object.values(body.errors ?? {})) {
        expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
      }
      const key = c.errorKey;
      if (key !== null)
        expect(
          keys.some((k) => k === key || k.startsWith(`${key}.`)),
          res.body,
        ).toBe(true);
    }
    expect(await snapshot(t.db, t.dialect)).toEqual(before);
    known = before;
  });
});
