import type { ComponentType } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { requireAuth } from '../lib/auth';
import { HomePage } from '../features/catalogue/pages/home-page';
import { Layout } from './layout';
import { clearSuggestions } from '../features/search';
import { loadChunk } from '../lib/lazy-chunk';
import { focusNewPage, navigationEnded, navigationStarting } from '../lib/ui/page-focus';
import { startRouteLoading, stopRouteLoading, useRouteLoadingStore } from '../lib/route-loading-store';
import { AUTH_REQUIRED, ROUTES, type RouteName } from '../lib/routes';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/** Every screen but the home page (which is in the first load), each in a chunk of its own. */
const pages = import.meta.glob<Record<string, ComponentType | undefined>>([
  '../features/*/pages/*-page.tsx',
  '!../features/catalogue/pages/home-page.tsx',
]);

/**
 * A code-split screen, `<feature>/<file>` under src/features/<feature>/pages: its chunk loads with the spec's 120 s
 * timeout and fails as a ChunkLoadError.
 */
function lazyPage(page: string, name: string) {
  const [feature, file] = page.split('/');
  const load = pages[`../features/${feature}/pages/${file}.tsx`];
  if (!load) throw new Error(`No screen at src/features/${feature}/pages/${file}.tsx`);
  return async () => {
    const module = await loadChunk(load);
    const Component = module[name];
    if (!Component) throw new Error(`${page} has no ${name}`);
    return { Component };
  };
}

/** A route of the spec's table: path from the route-name map, the name kept in `handle`. */
function route(name: RouteName, rest: Omit<RouteObject, 'path' | 'index' | 'children'>): RouteObject {
  const path = ROUTES[name];
  return {
    ...(path === '/' ? { index: true } : { path: path.slice(1) }),
    handle: { name },
    ...(AUTH_REQUIRED.includes(name) ? { loader: requireAuth } : {}),
    ...rest,
  } as RouteObject;
}

/** The route of the layout (header, navigation, footer) that every screen but the contact form is drawn in. */
export const LAYOUT_ROUTE_ID = 'layout';

export const routes: RouteObject[] = [
  {
    path: '/contact-us',
    handle: { name: 'client.contact.us' },
    lazy: lazyPage('accounts/contact-us-page', 'ContactUsPage'),
    errorElement: <RouteError />,
  },
  {
    id: LAYOUT_ROUTE_ID,
    path: '/',
    Component: Layout,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          route('client.home', { Component: HomePage }),
          route('client.login', { lazy: lazyPage('auth/login-page', 'LoginPage') }),
          route('client.category.products', {
            lazy: lazyPage('catalogue/category-products-page', 'CategoryProductsPage'),
          }),
          route('client.categories', { lazy: lazyPage('catalogue/categories-page', 'CategoriesPage') }),
          route('client.product.details', { lazy: lazyPage('catalogue/product-details-page', 'ProductDetailsPage') }),
          route('client.terms.conditions', { lazy: lazyPage('content/terms-page', 'TermsPage') }),
          route('client.shopping.cart', { lazy: lazyPage('cart/shopping-cart-page', 'ShoppingCartPage') }),
          route('client.registration', { lazy: lazyPage('accounts/registration-page', 'RegistrationPage') }),
          route('client.forget.password', { lazy: lazyPage('accounts/forget-password-page', 'ForgetPasswordPage') }),
          route('client.products.compare', { lazy: lazyPage('compare/products-compare-page', 'ProductsComparePage') }),
          route('client.Orders', { lazy: lazyPage('orders/orders-page', 'OrdersPage') }),
          route('client.Orders.details', { lazy: lazyPage('orders/order-details-page', 'OrderDetailsPage') }),
          route('client.profile.details', { lazy: lazyPage('accounts/profile-page', 'ProfilePage') }),
          route('client.profile.update', { lazy: lazyPage('accounts/profile-update-page', 'ProfileUpdatePage') }),
          route('client.checkout', { lazy: lazyPage('checkout/checkout-page', 'CheckoutPage') }),
          route('client.track', { lazy: lazyPage('track/track-page', 'TrackPage') }),
          route('client.confirm', { lazy: lazyPage('track/confirm-order-page', 'ConfirmOrderPage') }),
          route('client.wishlist', { lazy: lazyPage('wishlist/wishlist-page', 'WishlistPage') }),
          route('client.addresses', { lazy: lazyPage('addresses/addresses-page', 'AddressesPage') }),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createHashRouter(routes);
  let lastKey = router.state.location.key;
  let lastPath = router.state.location.pathname;
  router.subscribe((state) => {
    const moved = state.location.key !== lastKey;
    lastKey = state.location.key;
    // another page, reached by a link or the back button, takes the keyboard's focus; a change of the query alone (a
    // sort, a filter, a page of results) and a replaced entry (a picked option, a login's way on) keep it where it is
    // (by its path: an entry the browser made, as a typed address, has the same key as the first one)
    if (state.location.pathname !== lastPath) {
      if (state.historyAction !== 'REPLACE') focusNewPage();
      lastPath = state.location.pathname;
    }
    if (state.navigation.state !== 'idle') {
      navigationStarting();
      startRouteLoading();
      clearSuggestions();
      return;
    }
    navigationEnded();
    if (moved || useRouteLoadingStore.getState().active) {
      clearSuggestions();
      stopRouteLoading();
    }
  });
  return router;
}
