import type { AuthClient } from '@dukkan/contracts';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { homeCountryFirst } from './api/get-places';
import { withPasswordMatch } from './password-match';
import { formatPhone, toLocalPhone } from '../../lib/phone';
import { profileDefaults, profileFormSchema, withoutEmptyPassword, type ProfileValues } from './profile-form';

const client: AuthClient = {
  uuid: '7a1f0a52-3c1e-4d2b-9a8e-2f6c1d7e9b10',
  first_name: 'Huda',
  last_name: 'Al-Misrati',
  email: 'huda@example.ly',
  phone: '+218912345678',
  country_id: 1,
  city_id: 4,
  country: { id: 1, name: { ar: 'ليبيا', en: 'Libya' } },
  city: { id: 4, name: { ar: 'طرابلس', en: 'Tripoli' } },
  near_place: 'Martyrs Square',
  is_subscriber: false,
  created_at: '2025-03-01T10:00:00.000Z',
};

describe('phones', () => {
  it('shows the canonical number in the local form in forms and grouped for reading', () => {
    expect(toLocalPhone('+218912345678')).toBe('0912345678');
    expect(formatPhone('+218912345678')).toBe('+218 91 234 5678');
    expect(toLocalPhone(null)).toBe('');
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('countries', () => {
  it('puts Libya first and keeps the others in order', () => {
    const countries = [
      { id: 2, code: 'TN', name: { ar: 'تونس', en: 'Tunisia' } },
      { id: 3, code: 'EG', name: { ar: 'مصر', en: 'Egypt' } },
      { id: 1, code: 'LY', name: { ar: 'ليبيا', en: 'Libya' } },
    ];
    expect(homeCountryFirst(countries).map((c) => c.code)).toEqual(['LY', 'TN', 'EG']);
  });
});

describe('profile update form', () => {
  it('starts from the client with empty passwords', () => {
    expect(profileDefaults(client)).toEqual({
      first_name: 'Huda',
      last_name: 'Al-Misrati',
      email: 'huda@example.ly',
      phone: '0912345678',
      country_id: '1',
      city_id: '4',
      near_place: 'Martyrs Square',
      password: '',
      password_confirmation: '',
      current_password: '',
    });
  });

  it('does not send an unused new password, and sends what the API accepts', () => {
    const values: ProfileValues = { ...profileDefaults(client), current_password: 'secret-123' };
    expect(withoutEmptyPassword(values)).not.toHaveProperty('password');
    const parsed = profileFormSchema.safeParse(values);
    expect(parsed.success && parsed.data).toMatchObject({ phone: '+218912345678', country_id: 1, city_id: 4 });
  });

  it('keeps a half-typed new password so its error shows', () => {
    const values: ProfileValues = { ...profileDefaults(client), password_confirmation: 'x', current_password: 'p' };
    expect(withoutEmptyPassword(values)).toHaveProperty('password', '');
    expect(profileFormSchema.safeParse(values).success).toBe(false);
  });
});

describe('password confirmation in the browser', () => {
  type Pair = { email: string; password: string; password_confirmation: string };
  const failing: Resolver<Pair> = () => ({ values: {}, errors: { email: { type: 'custom', message: 'bad e-mail' } } });
  const passing: Resolver<Pair> = (values) => ({ values, errors: {} });
  const run = (resolver: Resolver<Pair>, values: Pair) =>
    withPasswordMatch(resolver, 'en')(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('shows a mismatch at once, with the server message, even while other fields fail', async () => {
    const result = await run(failing, { email: '', password: 'one-password', password_confirmation: 'other' });
    expect(result.errors['password_confirmation']?.message).toBe('The password confirmation does not match.');
    expect(result.errors['email']?.message).toBe('bad e-mail');
  });

  it('leaves matching passwords and valid forms alone', async () => {
    expect(
      (await run(failing, { email: '', password: 'same', password_confirmation: 'same' })).errors,
    ).not.toHaveProperty('password_confirmation');
    const ok = await run(passing, { email: 'a@b.ly', password: 'x', password_confirmation: 'x' });
    expect(ok.errors).toEqual({});
  });
});
