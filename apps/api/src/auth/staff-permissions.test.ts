import { PERMISSIONS, type RoutePermission, STAFF_ROLES, type StaffRole, roleAllows } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { insertClient, insertStatuses } from '../modules/orders/test/fixtures.js';
import { insertProduct } from '../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../test/harness.js';
import { type TestStaff, insertStaffMember } from '../test/staff.js';
import { issueStaffToken } from './staff-token-repository.js';

interface Operation {
  method: string;
  path: string;
  security: { staffBearer?: string[] }[] | undefined;
}

/** The permission an operation of the OpenAPI document declares: `public` (security []), `session` (no scope) or its scope. */
function declared(op: Operation): RoutePermission | null {
  if (op.security === undefined) return null;
  if (op.security.length === 0) return 'public';
  const scopes = op.security[0]?.staffBearer;
  if (scopes === undefined) return null;
  if (scopes.length === 0) return 'session';
  const scope = scopes[0];
  return (PERMISSIONS as readonly string[]).includes(scope ?? '') ? (scope as RoutePermission) : null;
}

describe.each(DIALECTS)('every /api/admin route declares and enforces its permission (%s)', (dialect) => {
  let t: TestApp;
  let ops: Operation[];
  const staff = {} as Record<StaffRole, TestStaff>;
  let clientToken: string;
  let orderUuid: string;
  let clerkId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    await insertStatuses(t.db);
    for (const role of STAFF_ROLES) staff[role] = await insertStaffMember(t.db, role);
    clerkId = (await insertStaffMember(t.db, 'orders')).id;
    const client = await insertClient(t.db);
    clientToken = client.token;
    const product = await insertProduct(t.db, { name_ar: 'تمر', name_en: 'Dates' });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: client.auth,
      payload: { products: [{ uuid: product.uuid, quantity: 1 }], delivery_method: 'pickup' },
    });
    orderUuid = placed.json<{ data: { uuid: string } }>().data.uuid;
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, { security?: [] }>> };
    ops = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          security: op.security as Operation['security'],
        })),
      );
  });
  afterAll(() => t.destroy());

  const url = (path: string) => path.replace('{uuid}', orderUuid).replace('{id}', String(clerkId));
  const call = (op: Operation, token: string | null) =>
    t.app.inject({
      method: op.method as 'GET',
      url: url(op.path),
      headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(op.method === 'GET' ? {} : { payload: {} }),
    });

  it('finds the staff routes in the OpenAPI document, each with a known permission', () => {
    expect(ops.length).toBeGreaterThanOrEqual(15);
    const undeclared = ops.filter((op) => declared(op) === null).map((op) => `${op.method} ${op.path}`);
    expect(undeclared).toEqual([]);
    expect(ops.filter((op) => declared(op) === 'public').map((op) => op.path)).toEqual(['/api/admin/login']);
  });

  it('answers 401 without a token and with a client token, on every route that is not public', async () => {
    for (const op of ops.filter((o) => declared(o) !== 'public')) {
      for (const token of [null, clientToken]) {
        const res = await call(op, token);
        expect(res.statusCode, `${op.method} ${op.path} ${token ? 'client token' : 'no token'}`).toBe(401);
        expect(res.json()).toEqual({ message: 'Please log in first.' });
      }
    }
  });

  it.each(STAFF_ROLES)('lets %s in exactly where its role allows and answers 403 elsewhere', async (role) => {
    for (const op of ops.filter((o) => declared(o) !== 'public')) {
      const permission = declared(op) as RoutePermission;
      // a fresh token each time: the walk includes logout
      const token = await issueStaffToken(t.db, staff[role].id, 1);
      const res = await call(op, token);
      const where = `${role} ${op.method} ${op.path} (${permission})`;
      if (roleAllows(role, permission)) {
        expect([401, 403], where).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, where).toBe(403);
        expect(res.json()).toEqual({ message: 'You are not allowed to do this.' });
      }
    }
  });

  it('matches the roles the issue describes', () => {
    const can = (role: StaffRole, p: RoutePermission) => roleAllows(role, p);
    expect(PERMISSIONS.every((p) => can('owner', p))).toBe(true);
    expect(can('manager', 'staff.manage')).toBe(false);
    expect(PERMISSIONS.filter((p) => p !== 'staff.manage').every((p) => can('manager', p))).toBe(true);
    expect(PERMISSIONS.filter((p) => can('orders', p))).toEqual([
      'orders.read',
      'orders.write',
      'customers.read',
      'messages.read',
      'messages.write',
    ]);
    expect(PERMISSIONS.filter((p) => can('catalogue', p))).toEqual(['catalogue.read', 'catalogue.write']);
  });
});

describe('an /api/admin route without a declared permission', () => {
  it('stops the API from starting', async () => {
    const { db } = openDatabase('sqlite::memory:');
    await migrateToLatest(db);
    const app = await buildApp({ config: testConfig(), db });
    try {
      expect(() => app.get('/api/admin/forgotten', async () => ({ data: 'secret' }))).toThrow(
        /must declare config.permission/,
      );
      expect(() =>
        app.get('/api/admin/declared', { config: { permission: 'orders.read' } }, async () => ({ data: 1 })),
      ).not.toThrow();
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
