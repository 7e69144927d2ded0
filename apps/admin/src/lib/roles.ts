/** Staff roles and what each may open (mirrors the API's permissions; the API stays the judge). */
export const ROLES = ['owner', 'manager', 'orders', 'catalogue'] as const;
export type Role = (typeof ROLES)[number];

export type Area =
  | 'dashboard'
  | 'orders'
  | 'messages'
  | 'customers'
  | 'products'
  | 'categories'
  | 'banners'
  | 'discounts'
  | 'delivery'
  | 'settings'
  | 'staff'
  | 'audit'
  | 'outbox'
  | 'account';

const AREAS: Record<Role, readonly Area[]> = {
  owner: [
    'dashboard',
    'orders',
    'messages',
    'customers',
    'products',
    'categories',
    'banners',
    'discounts',
    'delivery',
    'settings',
    'staff',
    'audit',
    'outbox',
    'account',
  ],
  manager: [
    'dashboard',
    'orders',
    'messages',
    'customers',
    'products',
    'categories',
    'banners',
    'discounts',
    'delivery',
    'settings',
    'audit',
    'outbox',
    'account',
  ],
  orders: ['orders', 'messages', 'customers', 'account'],
  catalogue: ['products', 'categories', 'banners', 'discounts', 'account'],
};

export function canOpen(role: Role | undefined, area: Area): boolean {
  return role !== undefined && AREAS[role].includes(area);
}

/** Where a member lands after logging in: the first screen their role may open. */
export function homeOf(role: Role): Area {
  return AREAS[role][0] ?? 'account';
}

/** Roles that change the shop's settings (the API's `settings.manage`). */
export const canChangeSettings = (role: Role | undefined): boolean => role === 'owner' || role === 'manager';
