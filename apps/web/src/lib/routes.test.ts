import { describe, expect, it } from 'vitest';
import { routePath, ROUTES, safeNextUrl, samePage, specialsOfferPath } from './routes';

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

describe('which locations show one page (the focus stays between them)', () => {
  const at = (path: string) => {
    const [pathname = '', search = ''] = path.split('?');
    return { pathname, search: search ? `?${search}` : '' };
  };
  const list = '/category-products';

  it('another path is another page, and the same path is the same page', () => {
    expect(samePage(at('/categories'), at('/shopping-cart'))).toBe(false);
    expect(samePage(at('/product-details/a'), at('/product-details/b'))).toBe(false);
    expect(samePage(at('/orders?page=1'), at('/orders?page=2'))).toBe(true);
  });

  it('on the list screen, another category, sub-category, search or section is another page', () => {
    const category = `${list}?category_type=specific&category_id=3`;
    expect(samePage(at(category), at(`${list}?category_type=specific&category_id=4`))).toBe(false);
    expect(samePage(at(category), at(`${category}&sub_category_id=9`))).toBe(false);
    expect(samePage(at(`${list}?name=tea&category_type=all`), at(`${list}?name=teapot&category_type=all`))).toBe(false);
    expect(samePage(at(category), at(`${list}?section_name=discount&category_type=all`))).toBe(false);
  });

  it('a sort, a filter or the order of the query keeps the page', () => {
    const search = `${list}?name=tea&category_type=all`;
    expect(samePage(at(search), at(`${search}&sort=price_asc`))).toBe(true);
    expect(samePage(at(`${search}&sort=price_asc`), at(`${search}&sort=price_asc&brand=Acme&in_stock=1`))).toBe(true);
    expect(samePage(at(search), at(`${list}?category_type=all&name=tea`))).toBe(true);
  });

  it('the list screen without a list in its query shows the stored one: writing it into the query keeps the page', () => {
    expect(samePage(at(list), at(`${list}?category_type=specific&category_id=3&sort=newest`))).toBe(true);
  });
});
