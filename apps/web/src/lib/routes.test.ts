import { describe, expect, it } from 'vitest';
import { routePath, ROUTES, safeNextUrl, specialsOfferPath } from './routes';

describe('route names', () => {
  it('keeps the spec route table', () => {
    expect(ROUTES['client.contact.us']).toBe('/contact-us');
    expect(ROUTES['client.forget.password']).toBe('/forget/password');
    expect(ROUTES['client.Orders.details']).toBe('/orders/:uuid');
    expect(ROUTES['client.profile.update']).toBe('/profile/update');
  });

  it('builds paths with parameters and query', () => {
    expect(routePath('client.product.details', { uuid: 'a b' })).toBe('/product-details/a%20b');
    expect(specialsOfferPath()).toBe('/category-products?section_name=discount&category_type=all');
    expect(routePath('client.home', {}, { nextUrl: '/orders', x: undefined })).toBe('/?nextUrl=%2Forders');
  });

  it('only follows nextUrl inside the app', () => {
    expect(safeNextUrl('/orders/1')).toBe('/orders/1');
    expect(safeNextUrl('//evil.example')).toBeNull();
    expect(safeNextUrl('https://evil.example')).toBeNull();
  });
});
