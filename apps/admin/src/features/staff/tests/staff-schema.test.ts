import { describe, expect, it } from 'vitest';
import { staffSchema } from '../staff-schema';

const valid = { name: 'Salma Ali', email: 'salma@dukkan.ly', role: 'orders', password: 'Tripoli-2026' };

describe('add-a-member form', () => {
  it('accepts a complete member and trims the name and e-mail', () => {
    expect(staffSchema.parse({ ...valid, name: '  Salma Ali ', email: ' salma@dukkan.ly' })).toEqual(valid);
  });

  it('names each field that is wrong, with the key of its message', () => {
    const result = staffSchema.safeParse({ name: ' ', email: 'salma', role: 'boss', password: 'short' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toMatchObject({
      name: 'staff.nameRequired',
      email: 'staff.emailInvalid',
      password: 'staff.passwordShort',
    });
    expect(messages).toHaveProperty('role');
  });
});
