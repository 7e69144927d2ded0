import type { ComponentType } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { requireAuth } from '../lib/auth';
import { HomePage } from '../features/catalogue/pages/home-page';
import { Layout } from './layout';
import { clearSuggestions } from '../features/search';
import { loadChunk } from '../lib/lazy-chunk';
import { startRouteLoading, stopRouteLoading, useRouteLoadingStore } from '../lib/route-loading-store';
import { AUTH_REQUIRED, ROUTES, type RouteName } from '../lib/routes';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/** A code-split screen: its chunk loads with the spec's 120 s timeout and fails as a ChunkLoadError. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => {
    const module = await loadChunk(load);
    return { Component: module[name] };
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

export const routes: RouteObject[] = [
  {
    path: '/contact-us',
    handle: { name: 'client.contact.us' },
    lazy: lazyPage(() => import('../features/accounts/pages/contact-us-page'), 'ContactUsPage'),
    errorElement: <RouteError />,
  },
  {
    path: '/',
    Component: Layout,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          route('client.home', { Component: HomePage }),
          route('client.login', { lazy: lazyPage(() => import('../features/auth/pages/login-page'), 'LoginPage') }),
          route('client.category.products', {
            lazy: lazyPage(() => import('../features/catalogue/pages/category-products-page'), 'CategoryProductsPage'),
          }),
          route('client.categories', {
            lazy: lazyPage(() => import('../features/catalogue/pages/categories-page'), 'CategoriesPage'),
          }),
          route('client.product.details', {
            lazy: lazyPage(() => import('../features/catalogue/pages/product-details-page'), 'ProductDetailsPage'),
          }),
          route('client.terms.conditions', {
            lazy: lazyPage(() => import('../features/content/pages/terms-page'), 'TermsPage'),
          }),
          route('client.shopping.cart', {
            lazy: lazyPage(() => import('../features/cart/pages/shopping-cart-page'), 'ShoppingCartPage'),
          }),
          route('client.registration', {
            lazy: lazyPage(() => import('../features/accounts/pages/registration-page'), 'RegistrationPage'),
          }),
          route('client.forget.password', {
            lazy: lazyPage(() => import('../features/accounts/pages/forget-password-page'), 'ForgetPasswordPage'),
          }),
          route('client.products.compare', {
            lazy: lazyPage(() => import('../features/compare/pages/products-compare-page'), 'ProductsComparePage'),
          }),
          route('client.Orders', {
            lazy: lazyPage(() => import('../features/orders/pages/orders-page'), 'OrdersPage'),
          }),
          route('client.Orders.details', {
            lazy: lazyPage(() => import('../features/orders/pages/order-details-page'), 'OrderDetailsPage'),
          }),
          route('client.profile.details', {
            lazy: lazyPage(() => import('../features/accounts/pages/profile-page'), 'ProfilePage'),
          }),
          route('client.profile.update', {
            lazy: lazyPage(() => import('../features/accounts/pages/profile-update-page'), 'ProfileUpdatePage'),
          }),
          route('client.checkout', {
            lazy: lazyPage(() => import('../features/checkout/pages/checkout-page'), 'CheckoutPage'),
          }),
          route('client.wishlist', {
            lazy: lazyPage(() => import('../features/wishlist/pages/wishlist-page'), 'WishlistPage'),
          }),
          route('client.addresses', {
            lazy: lazyPage(() => import('../features/addresses/pages/addresses-page'), 'AddressesPage'),
          }),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createHashRouter(routes);
  let lastKey = router.state.location.key;
  router.subscribe((state) => {
    const moved = state.location.key !== lastKey;
    lastKey = state.location.key;
    if (state.navigation.state !== 'idle') {
      startRouteLoading();
      clearSuggestions();
    } else if (moved || useRouteLoadingStore.getState().active) {
      clearSuggestions();
      stopRouteLoading();
    }
  });
  return router;
}
