import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageEnvelope } from './envelope.js';
import { localeFromHeader } from './locale.js';
import { message } from './messages.js';
import { parseLocalized } from './validation.js';

describe('envelopes and messages', () => {
  it('builds Laravel-style page links and meta', () => {
    const page = pageEnvelope(['a', 'b'], { page: 2, perPage: 2, total: 5, path: '/api/x', query: { name: 'زيت' } });
    expect(page.meta).toEqual({ current_page: 2, from: 3, last_page: 3, path: '/api/x', per_page: 2, to: 4, total: 5 });
    expect(page.links.first).toBe('/api/x?name=%D8%B2%D9%8A%D8%AA&page=1');
    expect(page.links.prev).toBe('/api/x?name=%D8%B2%D9%8A%D8%AA&page=1');
    expect(page.links.next).toBe('/api/x?name=%D8%B2%D9%8A%D8%AA&page=3');
  });

  it('describes an empty page', () => {
    const page = pageEnvelope([], { page: 1, perPage: 20, total: 0, path: '/p' });
    expect(page.meta).toMatchObject({ from: null, to: null, last_page: 1 });
    expect(page.links.next).toBeNull();
  });

  it('picks the language from Accept-Language, Arabic by default', () => {
    expect(localeFromHeader(undefined)).toBe('ar');
    expect(localeFromHeader('en-US,en;q=0.9')).toBe('en');
    expect(localeFromHeader('fr-FR, en;q=0.5')).toBe('en');
    expect(localeFromHeader('de')).toBe('ar');
  });

  it('fills message parameters', () => {
    expect(message('quantity_exceeds', 'en', { available: 4 })).toContain('(available: 4)');
  });

  it('gives field errors keyed by path in the requested language', () => {
    const schema = z.object({ email: z.email(), items: z.array(z.object({ quantity: z.number().int().min(1) })) });
    const result = parseLocalized(schema, { email: 'x', items: [{ quantity: 0 }] }, 'ar');
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors['email']).toEqual(['يرجى إدخال بريد إلكتروني صحيح.']);
      expect(result.errors['items.0.quantity']).toEqual(['يجب ألا تقل القيمة عن 1.']);
    }
    const missing = parseLocalized(schema, {}, 'en');
    expect(missing.success || missing.errors['email']).toEqual(['This field is required.']);
  });
});
