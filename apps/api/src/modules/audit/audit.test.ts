import type { AuditEntry, Order, Paged } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';
import { insertClient, insertStatuses } from '../orders/test/fixtures.js';

describe.each(DIALECTS)('the audit log on %s', (dialect) => {
  let t: TestApp;
  let owner: TestStaff;
  let manager: TestStaff;
  let clerkId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    owner = await insertStaffMember(t.db, 'owner', { name: 'Huda' });
    manager = await insertStaffMember(t.db, 'manager', { name: 'Omar' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: owner.auth,
      payload: {
        name: 'Rami',
        email: 'rami@dukkan.ly',
        role: 'orders',
        password: 'Tajura-beach-7',
        current_password: owner.password,
      },
    });
    clerkId = created.json<{ data: { id: number } }>().data.id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${clerkId}`,
      headers: owner.auth,
      payload: { role: 'catalogue', name: 'Rami B.' },
    });
  });
  afterAll(() => t.destroy());

  const read = async (query: string, who: TestStaff = manager) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?${query}`, headers: who.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<AuditEntry>>();
  };

  it('shows staff writes newest first with who, what, before and after, and where from', async () => {
    const page = await read(`entity=staff&entity_id=${clerkId}`);
    expect(page.data).toEqual([
      {
        id: expect.any(Number),
        staff: { id: owner.id, name: 'Huda' },
        action: 'staff.updated',
        entity: 'staff',
        entity_id: String(clerkId),
        entity_number: null,
        entity_name: null,
        before: { name: 'Rami', role: 'orders' },
        after: { name: 'Rami B.', role: 'catalogue' },
        ip: '127.0.0.1',
        created_at: expect.any(String),
      },
      expect.objectContaining({
        action: 'staff.created',
        before: null,
        after: { name: 'Rami', email: 'rami@dukkan.ly', role: 'orders', disabled: false },
      }),
    ]);
  });

  it('filters by member and keeps the filters in the page links', async () => {
    const mine = await read(`staff_id=${manager.id}`);
    expect(mine.data).toEqual([]);
    const owners = await read(`staff_id=${owner.id}&page=1`);
    expect(owners.data.every((e) => e.staff?.id === owner.id)).toBe(true);
    expect(owners.meta.total).toBe(2);
    expect(owners.links.first).toBe(`/api/admin/audit-log?staff_id=${owner.id}&page=1`);
  });

  it('names the order by its number and the product by its name and size as they are now, and neither once it is gone', async () => {
    await insertStatuses(t.db);
    const shopper = await insertClient(t.db, 'Fatima');
    // sold in sizes, each an option with its main product's name: the size tells them apart
    const tea = await insertProduct(t.db, {
      name_ar: 'شاي أخضر',
      name_en: 'Green tea',
      size_ar: '250 غ',
      size_en: '250 g',
      price_milli: 4_000,
      quantity: 9,
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: shopper.auth,
      payload: { products: [{ uuid: tea.uuid, quantity: 1 }], delivery_method: 'pickup' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ data: Order }>().data;
    const write = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/admin${url}`, headers: owner.auth, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
    };
    await write(`/orders/${order.uuid}/notes`, { body: 'Call before noon' });
    await write(`/products/${tea.uuid}/stock`, { delta: 5, reason: 'received' });

    const [stock, note] = (await read('staff_id=' + owner.id)).data;
    expect(note).toMatchObject({ action: 'order.note_added', entity_id: order.uuid, entity_number: order.number });
    expect(note?.entity_number).toMatch(/^DK-\d+$/);
    expect(note?.entity_name).toBeNull();
    expect(stock).toMatchObject({
      action: 'product.stock_adjusted',
      entity_id: tea.uuid,
      entity_number: null,
      entity_name: { ar: 'شاي أخضر — 250 غ', en: 'Green tea — 250 g' },
    });
    // a staff member's row names neither
    expect((await read(`entity=staff&entity_id=${clerkId}`)).data[0]).toMatchObject({
      entity_number: null,
      entity_name: null,
    });

    // a product deleted since is named by its uuid alone
    const lamp = await insertProduct(t.db, { name_ar: 'مصباح', name_en: 'Lamp', price_milli: 9_000, quantity: 2 });
    await write(`/products/${lamp.uuid}/stock`, { delta: 1, reason: 'received' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${lamp.uuid}`,
      headers: owner.auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = (await read(`entity=product&entity_id=${lamp.uuid}`)).data;
    expect(gone.map((e) => [e.action, e.entity_name])).toEqual([
      ['product.deleted', null],
      ['product.stock_adjusted', null],
    ]);
  });
});
