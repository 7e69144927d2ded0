import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';

describe.each(DIALECTS)('the owner manages staff on %s', (dialect) => {
  let t: TestApp;
  let owner: TestStaff;

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    owner = await insertStaffMember(t.db, 'owner', { name: 'Huda' });
  });
  afterAll(() => t.destroy());

  const send = (method: 'POST' | 'PATCH' | 'GET', url: string, who: TestStaff, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { 'accept-language': lang, ...who.auth },
      ...(payload ? { payload } : {}),
    });
  const auditOf = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'staff')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('adds a member who can then log in, and audits it without the password', async () => {
    const res = await send('POST', '/staff', owner, {
      name: 'Salma',
      email: 'salma@dukkan.ly',
      role: 'orders',
      password: 'Souq-Juma-2026',
      current_password: owner.password,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json<{ data: { id: number } }>();
    expect(data).toEqual({
      id: data.id,
      name: 'Salma',
      email: 'salma@dukkan.ly',
      role: 'orders',
      disabled: false,
      totp_enabled: false,
      created_at: expect.any(String),
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'salma@dukkan.ly', password: 'Souq-Juma-2026' },
    });
    expect(login.statusCode).toBe(200);
    const rows = await auditOf(data.id);
    expect(rows.map((r) => [r.action, r.staff_id, r.before, r.after])).toEqual([
      [
        'staff.created',
        owner.id,
        null,
        JSON.stringify({ name: 'Salma', email: 'salma@dukkan.ly', role: 'orders', disabled: false }),
      ],
      ['staff.login', data.id, null, null],
    ]);
    expect(rows[0]?.ip).toBe('127.0.0.1');
    expect(JSON.stringify(rows)).not.toContain('Souq-Juma');
    expect(JSON.stringify(rows)).not.toContain(owner.password);
  });

  it("asks for the owner's own password before adding anyone, counted with the session's other checks", async () => {
    const count = async () => (await t.db.selectFrom('staff').select('id').execute()).length;
    // a session found open, whose finder guesses: five wrong passwords, then the session's checks pause
    const session = await insertStaffMember(t.db, 'owner');
    const before = await count();
    const member = { name: 'Nuri', email: 'nuri@dukkan.ly', role: 'owner', password: 'Misrata-port-42' };
    const missing = await send('POST', '/staff', owner, member);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { current_password: ['This field is required.'] },
    });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await send('POST', '/staff', session, { ...member, current_password: `guess-${i}` }, 'ar');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        current_password: ['كلمة المرور الحالية غير صحيحة.'],
      });
    }
    const paused = await send('POST', '/staff', session, { ...member, current_password: session.password });
    expect(paused.statusCode).toBe(429);
    expect(await count()).toBe(before);
    // the owner's own session is not paused by it, and adds the member
    const added = await send('POST', '/staff', owner, { ...member, current_password: owner.password });
    expect(added.statusCode, added.body).toBe(201);
    expect(await count()).toBe(before + 1);
    // a wrong password says nothing of the e-mail, taken now
    const again = await send('POST', '/staff', owner, { ...member, current_password: 'a-guess-2026' });
    expect(again.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
  });

  it.each([
    [
      'a taken e-mail, in any case',
      { email: 'SALMA@dukkan.ly', password: 'Another-pass-99' },
      { email: ['A staff member already has this e-mail address.'] },
    ],
    [
      'a short password',
      { email: 'new1@dukkan.ly', password: 'abc123' },
      { password: ['Must be at least 10 characters.'] },
    ],
    [
      'a password without digits',
      { email: 'new2@dukkan.ly', password: 'onlyletterslong' },
      { password: ['The password is weak: use at least 10 characters mixing letters and digits.'] },
    ],
    [
      'a password holding the e-mail name',
      { email: 'khaled@dukkan.ly', password: 'khaled-2026-x' },
      { password: ['The password is easy to guess: it contains the e-mail name.'] },
    ],
  ])('refuses %s with 422 and adds no one', async (_name, fields, errors) => {
    const before = await t.db.selectFrom('staff').select('id').execute();
    const res = await send('POST', '/staff', owner, {
      name: 'New',
      role: 'catalogue',
      current_password: owner.password,
      ...fields,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'The given data was invalid.', errors });
    expect(await t.db.selectFrom('staff').select('id').execute()).toEqual(before);
  });

  it('re-roles a member: the new role applies to the next request of their existing session', async () => {
    const clerk = await insertStaffMember(t.db, 'orders');
    expect((await send('GET', '/orders', clerk)).statusCode).toBe(200);
    const res = await send('PATCH', `/staff/${clerk.id}`, owner, { role: 'catalogue' });
    expect(res.json()).toMatchObject({ data: { id: clerk.id, role: 'catalogue' } });
    expect((await send('GET', '/orders', clerk)).statusCode).toBe(403);
    const [row] = await auditOf(clerk.id);
    expect([row?.action, row?.before, row?.after]).toEqual([
      'staff.updated',
      JSON.stringify({ role: 'orders' }),
      JSON.stringify({ role: 'catalogue' }),
    ]);
  });

  it("makes a member an owner only with the owner's own password, which the audit log does not keep", async () => {
    const clerk = await insertStaffMember(t.db, 'orders');
    const promote = (payload: object) => send('PATCH', `/staff/${clerk.id}`, owner, payload, 'ar');
    const roleOf = async () =>
      (await t.db.selectFrom('staff').select('role').where('id', '=', clerk.id).executeTakeFirstOrThrow()).role;
    const missing = await promote({ role: 'owner' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'البيانات المدخلة غير صحيحة.',
      errors: { current_password: ['هذا الحقل مطلوب.'] },
    });
    const wrong = await promote({ role: 'owner', current_password: 'a-guess-2026' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      current_password: ['كلمة المرور الحالية غير صحيحة.'],
    });
    expect(await roleOf()).toBe('orders');
    const made = await promote({ role: 'owner', current_password: owner.password });
    expect(made.statusCode, made.body).toBe(200);
    expect(await roleOf()).toBe('owner');
    const rows = await auditOf(clerk.id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['staff.updated', JSON.stringify({ role: 'orders' }), JSON.stringify({ role: 'owner' })],
    ]);
    expect(JSON.stringify(rows)).not.toContain(owner.password);
    // other changes, an owner's back to another role among them, take no password
    expect((await promote({ role: 'manager' })).statusCode).toBe(200);
    expect((await promote({ name: 'Rida' })).statusCode).toBe(200);
  });

  it("enables a disabled owner only with the owner's own password; disabling, and enabling others, take none", async () => {
    const other = await insertStaffMember(t.db, 'owner');
    const clerk = await insertStaffMember(t.db, 'orders');
    const change = (id: number, payload: object) => send('PATCH', `/staff/${id}`, owner, payload);
    const disabledOf = async (id: number) =>
      (await t.db.selectFrom('staff').select('disabled').where('id', '=', id).executeTakeFirstOrThrow()).disabled;
    expect((await change(other.id, { disabled: true })).statusCode).toBe(200);
    expect((await change(clerk.id, { disabled: true })).statusCode).toBe(200);
    const missing = await change(other.id, { disabled: false });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      current_password: ['This field is required.'],
    });
    const wrong = await change(other.id, { disabled: false, current_password: 'a-guess-2026' });
    expect(wrong.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    expect(await disabledOf(other.id)).toBe(1);
    expect((await change(other.id, { disabled: false, current_password: owner.password })).statusCode).toBe(200);
    expect(await disabledOf(other.id)).toBe(0);
    expect((await change(clerk.id, { disabled: false })).statusCode).toBe(200);
    expect(await disabledOf(clerk.id)).toBe(0);
  });

  it('disables a member: their tokens stop working at once and they cannot log in; enabling needs a new login', async () => {
    const clerk = await insertStaffMember(t.db, 'orders');
    expect((await send('GET', '/me', clerk)).statusCode).toBe(200);
    const res = await send('PATCH', `/staff/${clerk.id}`, owner, { disabled: true });
    expect(res.json()).toMatchObject({ data: { disabled: true } });
    const after = await send('GET', '/me', clerk);
    expect(after.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: clerk.email, password: clerk.password },
    });
    expect(login.statusCode).toBe(401);
    // with the right password the member is told why, rather than retrying until locked out
    expect(login.json()).toEqual({
      message: 'هذا الحساب موقوف، فلا يمكن الدخول به. اطلب من مالك المتجر إعادة تفعيله.',
    });
    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: clerk.email, password: `${clerk.password}-not` },
    });
    // a wrong password learns nothing of the account
    expect(guess.json()).toEqual({ message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' });

    await send('PATCH', `/staff/${clerk.id}`, owner, { disabled: false });
    expect((await send('GET', '/me', clerk)).statusCode).toBe(401);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: clerk.email, password: clerk.password },
    });
    expect(back.statusCode).toBe(200);
  });

  it('never leaves the shop without an enabled owner', async () => {
    const lone = await createTestApp(dialect, { RATE_LIMIT: false });
    try {
      const only = await insertStaffMember(lone.db, 'owner');
      const patch = (payload: object) =>
        lone.app.inject({
          method: 'PATCH',
          url: `/api/admin/staff/${only.id}`,
          headers: { 'accept-language': 'en', ...only.auth },
          payload,
        });
      const demote = await patch({ role: 'manager' });
      expect(demote.statusCode).toBe(422);
      expect(demote.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { role: ['The last active owner cannot be disabled or given another role; add another owner first.'] },
      });
      expect((await patch({ disabled: true })).json()).toMatchObject({ errors: { disabled: expect.any(Array) } });
      await insertStaffMember(lone.db, 'owner');
      expect((await patch({ role: 'manager' })).statusCode).toBe(200);
    } finally {
      await lone.destroy();
    }
  });

  it.each([
    [
      'POST',
      '/staff',
      {
        name: 'X',
        email: 'x@dukkan.ly',
        role: 'orders',
        password: 'Good-pass-123',
        disabled: true,
        current_password: 'x',
      },
      'disabled',
    ],
    ['PATCH', '/staff/{owner}', { password_hash: 'plain' }, 'password_hash'],
    ['PATCH', '/staff/{owner}', { email: 'other@dukkan.ly' }, 'email'],
  ] as const)(
    'refuses a field the route does not take (%s %s %j) with 422 on it',
    async (method, url, payload, field) => {
      const before = await t.db.selectFrom('staff').selectAll().orderBy('id').execute();
      const res = await send(method, url.replace('{owner}', String(owner.id)), owner, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { [field]: ['This field is not allowed.'] },
      });
      expect(await t.db.selectFrom('staff').selectAll().orderBy('id').execute()).toEqual(before);
    },
  );

  it("sets a forgotten password: the member's sessions end, the new one logs in, and they are told who set it", async () => {
    const member = await insertStaffMember(t.db, 'catalogue', { name: 'Faraj', email: 'faraj@dukkan.ly' });
    const res = await send(
      'POST',
      `/staff/${member.id}/password`,
      owner,
      { current_password: owner.password, password: 'Mida-Square-77', password_confirmation: 'Mida-Square-77' },
      'ar',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { id: member.id, name: 'Faraj' },
      message:
        'عُيّنت كلمة مرور جديدة لحساب \u2068Faraj\u2069، وانتهت كل جلسات هذا الحساب. سلّم كلمة المرور بنفسك، لا في رسالة.',
    });
    expect((await send('GET', '/me', member)).statusCode).toBe(401);
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: member.email, password } });
    expect((await login(member.password)).statusCode).toBe(401);
    expect((await login('Mida-Square-77')).statusCode).toBe(200);
    const rows = await auditOf(member.id);
    expect(rows.map((r) => [r.action, r.staff_id, r.before, r.after])).toEqual([
      ['staff.password_set', owner.id, null, null],
      ['staff.login', member.id, null, null],
    ]);
    const sent = await t.db
      .selectFrom('outbox_messages')
      .select(['kind', 'language', 'payload'])
      .where('recipient', '=', 'faraj@dukkan.ly')
      .execute();
    expect(sent.map((m) => [m.kind, m.language, JSON.parse(m.payload)])).toEqual([
      ['staff_password', 'ar', { name: 'Faraj', set_by: 'Huda' }],
    ]);
  });

  it("refuses without the owner's own password, the owner's own account, weak ones, strangers and managers", async () => {
    const member = await insertStaffMember(t.db, 'orders');
    const manager = await insertStaffMember(t.db, 'manager');
    const before = await t.db.selectFrom('staff').select(['id', 'password_hash']).orderBy('id').execute();
    const good = {
      current_password: owner.password,
      password: 'Mida-Square-77',
      password_confirmation: 'Mida-Square-77',
    };
    const invalid = (errors: Record<string, string[]>) => ({ message: 'The given data was invalid.', errors });
    const set = (id: number, payload: object, who = owner) => send('POST', `/staff/${id}/password`, who, payload);

    // a session left open is not enough: the owner's own password is asked, and checked
    expect((await set(member.id, { ...good, current_password: 'not-mine-123' })).json()).toEqual(
      invalid({ current_password: ['The current password is incorrect.'] }),
    );
    const { current_password: _, ...withoutOwn } = good;
    expect((await set(member.id, withoutOwn)).statusCode).toBe(422);
    expect((await set(owner.id, good)).json()).toEqual(
      invalid({ password: ['Change your own password on “My account”, with your current password.'] }),
    );
    expect((await set(member.id, { ...good, password_confirmation: 'x' })).json()).toEqual(
      invalid({ password_confirmation: ['The password confirmation does not match.'] }),
    );
    expect((await set(member.id, { ...good, password: 'short1', password_confirmation: 'short1' })).statusCode).toBe(
      422,
    );
    expect((await set(999999, good)).statusCode).toBe(404);
    // a manager cannot (staff.manage is the owner's)
    expect((await set(member.id, { ...good, current_password: manager.password }, manager)).statusCode).toBe(403);

    expect(await t.db.selectFrom('staff').select(['id', 'password_hash']).orderBy('id').execute()).toEqual(before);
    expect((await send('GET', '/me', member)).statusCode).toBe(200);
  });

  it("turns off a member's two-step login when they lost their phone: sessions end, the password alone logs in, they are told", async () => {
    const member = await insertStaffMember(t.db, 'orders', { name: 'Mona', email: 'mona@dukkan.ly' });
    await t.db
      .updateTable('staff')
      .set({ totp_secret: 'JBSWY3DPEHPK3PXP', totp_last_step: 123 })
      .where('id', '=', member.id)
      .execute();
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'accept-language': 'en' },
        payload: { email: member.email, password: member.password },
      });
    // without the phone's code the member cannot log in
    expect((await login()).json()).toEqual({
      message: 'The given data was invalid.',
      errors: { otp: [expect.any(String)] },
    });
    const res = await send(
      'POST',
      `/staff/${member.id}/totp/disable`,
      owner,
      { current_password: owner.password },
      'ar',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { id: member.id, totp_enabled: false },
      message:
        'أُوقف الدخول بخطوتين لحساب \u2068Mona\u2069، وانتهت كل جلسات هذا الحساب. يفعّله صاحبه من جديد من صفحة «حسابي» بعد دخوله بكلمة مروره.',
    });
    expect((await send('GET', '/me', member)).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(200);
    const rows = await auditOf(member.id);
    expect(
      rows.map((r) => [r.action, r.staff_id, JSON.parse(r.before ?? 'null'), JSON.parse(r.after ?? 'null')]),
    ).toEqual([
      ['staff.totp_disabled', owner.id, { totp_enabled: true }, { totp_enabled: false }],
      ['staff.login', member.id, null, null],
    ]);
    const sent = await t.db
      .selectFrom('outbox_messages')
      .select(['kind', 'language', 'payload'])
      .where('recipient', '=', 'mona@dukkan.ly')
      .execute();
    expect(sent.map((m) => [m.kind, m.language, JSON.parse(m.payload)])).toEqual([
      ['staff_password', 'ar', { name: 'Mona', set_by: 'Huda', two_step_off: true }],
    ]);
  });

  it("refuses to turn off two-step login without the owner's password, for the owner's own, when it is off, and to managers", async () => {
    const member = await insertStaffMember(t.db, 'catalogue');
    const manager = await insertStaffMember(t.db, 'manager');
    await t.db
      .updateTable('staff')
      .set({ totp_secret: 'JBSWY3DPEHPK3PXP' })
      .where('id', 'in', [member.id, owner.id])
      .execute();
    const plain = await insertStaffMember(t.db, 'orders');
    const before = await t.db.selectFrom('staff').select(['id', 'totp_secret']).orderBy('id').execute();
    const off = (id: number, payload: object, who = owner) => send('POST', `/staff/${id}/totp/disable`, who, payload);
    const invalid = (errors: Record<string, string[]>) => ({ message: 'The given data was invalid.', errors });
    expect((await off(member.id, { current_password: 'not-mine-123' })).json()).toEqual(
      invalid({ current_password: ['The current password is incorrect.'] }),
    );
    expect((await off(member.id, {})).statusCode).toBe(422);
    expect((await off(owner.id, { current_password: owner.password })).json()).toEqual(
      invalid({ current_password: ['Turn off your own two-step login on “My account”, with a code from your app.'] }),
    );
    expect((await off(plain.id, { current_password: owner.password })).json()).toEqual(
      invalid({ current_password: ['Two-step login is not on for this member.'] }),
    );
    expect((await off(999999, { current_password: owner.password })).statusCode).toBe(404);
    expect((await off(member.id, { current_password: manager.password }, manager)).statusCode).toBe(403);
    expect(await t.db.selectFrom('staff').select(['id', 'totp_secret']).orderBy('id').execute()).toEqual(before);
    expect((await send('GET', '/me', member)).statusCode).toBe(200);
    await t.db.updateTable('staff').set({ totp_secret: null }).where('id', '=', owner.id).execute();
  });

  it('answers 404 for an unknown member and lists everyone for the owner', async () => {
    expect((await send('PATCH', '/staff/999999', owner, { name: 'X' })).statusCode).toBe(404);
    const list = await send('GET', '/staff', owner);
    const names = list.json<{ data: { name: string }[] }>().data.map((s) => s.name);
    expect(names).toContain('Huda');
    expect(names).toContain('Salma');
  });
});
