import type { AuditEntry, Paged } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';

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
});
