import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createHashRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth';
import { canOpen, homeOf, type Area } from '../lib/roles';
import { useSession } from '../lib/session-store';
import { useToast } from '../lib/ui/toast';
import { Layout } from './layout';
import { NotFound, RouteError } from './route-error';

function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/** Screens need a session; without one the member goes to the login screen and comes back afterwards. */
function RequireSession({ children }: { children: React.ReactNode }) {
  const token = useSession((s) => s.token);
  const location = useLocation();
  if (!token) {
    const next = location.pathname === '/' ? '' : `?next=${encodeURIComponent(location.pathname + location.search)}`;
    return <Navigate to={`/login${next}`} replace />;
  }
  return children;
}

function Home() {
  const role = useSession((s) => s.staff?.role);
  return <Navigate to={role ? `/${homeOf(role)}` : '/login'} replace />;
}

/** A member whose role does not open a screen is told so, and lands on their own first screen. */
function Refused() {
  const { t } = useTranslation();
  const show = useToast((s) => s.show);
  useEffect(() => show(t('app.notYourScreen'), 'error'), [show, t]);
  return <Home />;
}

/** A screen for the roles that may open it; others land on their own first screen. */
function area(name: Area, route: RouteObject): RouteObject {
  const Guard = ({ children }: { children: React.ReactNode }) => {
    const role = useSession((s) => s.staff?.role);
    return canOpen(role, name) ? children : <Refused />;
  };
  const lazy = route.lazy as () => Promise<{ Component: ComponentType }>;
  return {
    ...route,
    lazy: async () => {
      const { Component } = await lazy();
      return {
        Component: () => (
          <Guard>
            <Component />
          </Guard>
        ),
      };
    },
  };
}

const ordersPages = () => import('../features/orders');
const messagesPages = () => import('../features/messages');
const customersPages = () => import('../features/customers');
const productsPages = () => import('../features/products');

export const routes: RouteObject[] = [
  { path: '/login', Component: LoginPage, errorElement: <RouteError /> },
  {
    path: '/print',
    errorElement: <RouteError />,
    element: (
      <RequireSession>
        <Layout bare />
      </RequireSession>
    ),
    children: [area('orders', { index: true, lazy: page(ordersPages, 'PrintPage') })],
  },
  {
    path: '/',
    errorElement: <RouteError />,
    element: (
      <RequireSession>
        <Layout />
      </RequireSession>
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, Component: Home },
          area('dashboard', { path: 'dashboard', lazy: page(() => import('../features/dashboard'), 'DashboardPage') }),
          area('orders', { path: 'orders', lazy: page(ordersPages, 'OrdersPage') }),
          area('orders', { path: 'orders/:uuid', lazy: page(ordersPages, 'OrderDetailsPage') }),
          area('categories', {
            path: 'categories',
            lazy: page(() => import('../features/categories'), 'CategoriesPage'),
          }),
          area('banners', { path: 'banners', lazy: page(() => import('../features/banners'), 'BannersPage') }),
          area('messages', { path: 'messages', lazy: page(messagesPages, 'MessagesPage') }),
          area('messages', { path: 'messages/:id', lazy: page(messagesPages, 'MessagePage') }),
          area('customers', { path: 'customers', lazy: page(customersPages, 'CustomersPage') }),
          area('customers', { path: 'customers/:id', lazy: page(customersPages, 'CustomerPage') }),
          area('discounts', {
            path: 'discounts',
            lazy: page(() => import('../features/discounts'), 'DiscountsPage'),
          }),
          area('delivery', { path: 'delivery', lazy: page(() => import('../features/delivery'), 'DeliveryPage') }),
          area('settings', { path: 'settings', lazy: page(() => import('../features/settings'), 'SettingsPage') }),
          area('products', { path: 'products', lazy: page(productsPages, 'ProductsPage') }),
          area('products', { path: 'products/new', lazy: page(productsPages, 'ProductEditorPage') }),
          area('products', { path: 'products/import', lazy: page(productsPages, 'ImportPage') }),
          area('products', { path: 'products/:uuid', lazy: page(productsPages, 'ProductEditorPage') }),
          area('staff', { path: 'staff', lazy: page(() => import('../features/staff'), 'StaffPage') }),
          area('audit', { path: 'audit', lazy: page(() => import('../features/audit'), 'AuditPage') }),
          area('outbox', {
            path: 'outbox',
            lazy: page(() => import('../features/outbox'), 'FailedMessagesPage'),
          }),
          area('account', {
            path: 'account',
            lazy: page(() => import('../features/auth/pages/account-page'), 'AccountPage'),
          }),
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

export const router = createHashRouter(routes);
