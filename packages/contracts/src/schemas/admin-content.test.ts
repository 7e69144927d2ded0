import { describe, expect, it } from 'vitest';
import { isStorefrontLink } from './admin-content.js';

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
