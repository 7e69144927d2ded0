import { matchPath } from 'react-router';

/**
 * The spec's route table (section 2), by route name. `client.checkout` is ours: the spec names the screen only;
 * `client.track` and `client.confirm` are ours too (public tracking and the cash-on-delivery confirmation link).
 * `client.wishlist` and `client.addresses` are ours too (issue 11, docs/decisions/0050-address-book-and-wishlist.md).
 */
export const ROUTES = {
  'client.contact.us': '/contact-us',
  'client.home': '/',
  'client.login': '/login',
  'client.category.products': '/category-products',
  'client.categories': '/categories',
  'client.product.details': '/product-details/:uuid',
  'client.terms.conditions': '/terms-conditions',
  'client.shopping.cart': '/shopping-cart',
  'client.registration': '/registration',
  'client.forget.password': '/forget/password',
  'client.products.compare': '/products-compare',
  'client.Orders': '/orders',
  'client.Orders.details': '/orders/:uuid',
  'client.profile.details': '/profile',
  'client.profile.update': '/profile/update',
  'client.checkout': '/checkout',
  'client.track': '/track',
  'client.confirm': '/confirm/:token',
  'client.wishlist': '/wishlist',
  'client.addresses': '/profile/addresses',
} as const;

export type RouteName = keyof typeof ROUTES;

/** Routes that need a stored client-token. */
export const AUTH_REQUIRED: readonly RouteName[] = [
  'client.Orders',
  'client.Orders.details',
  'client.profile.details',
  'client.profile.update',
  'client.addresses',
];

/** Whether a path is one of the auth-required screens. */
export const isAuthRequired = (pathname: string): boolean =>
  AUTH_REQUIRED.some((name) => matchPath(ROUTES[name], pathname) !== null);

/** Builds a path from a route name: `routePath('client.product.details', { uuid })`. */
export function routePath(
  name: RouteName,
  params: Record<string, string> = {},
  query: Record<string, string | number | undefined | null> = {},
): string {
  const path = ROUTES[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export const productPath = (uuid: string) => routePath('client.product.details', { uuid });

/** The specials offer link of the spec: category products with the discount section and category_type all. */
export const specialsOfferPath = () =>
  routePath('client.category.products', {}, { section_name: 'discount', category_type: 'all' });

/** A nextUrl is only followed when it is a path inside the app. */
export function safeNextUrl(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  return value;
}
