import { describe, expect, it } from 'vitest';
import { bannerUpdateSchema, isStorefrontLink } from './admin-content.js';

describe('isStorefrontLink', () => {
  it.each([
    '#/category-products?section_name=discount&category_type=all',
    '#/categories',
    '#/',
    '/categories',
    '/product-details/3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c',
    'https://www.instagram.com/dukkan.ly',
    'https://shop.example.ly:8443/offers?x=1',
  ])('takes %s', (link) => expect(isStorefrontLink(link)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://example.com',
    '//evil.example.com',
    '/\\evil.example.com',
    '#/admin',
    '#/product-details/../../x',
    'https://user:pass@example.com',
    'https://localhost',
    'https://example.com/a b',
    'categories',
    '',
  ])('refuses %s', (link) => expect(isStorefrontLink(link)).toBe(false));
});

describe('a banner link', () => {
  const linkOf = (link: string) => bannerUpdateSchema.safeParse({ link });
  it('takes the storefront address as the browser shows it after the host, as its hash link', () => {
    expect(linkOf('/#/categories')).toMatchObject({ success: true, data: { link: '#/categories' } });
    expect(linkOf(' /#/contact-us ')).toMatchObject({ success: true, data: { link: '#/contact-us' } });
  });
  it('still refuses a hidden route written that way, and keeps a blank as no link', () => {
    expect(linkOf('/#/admin').success).toBe(false);
    expect(linkOf('/#//evil.example.com').success).toBe(false);
    expect(linkOf('  ')).toMatchObject({ success: true, data: { link: null } });
  });
});
