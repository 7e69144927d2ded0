import { type RoutePermission, STAFF_ROLES, type StaffRole, roleAllows } from '@dukkan/contracts';

/** Staff roles and what each may open (read from the API's permissions; the API stays the judge). */
export const ROLES = STAFF_ROLES;
export type Role = StaffRole;

/** Every screen of the back office, in the menu's order. */
export const AREAS = [
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
] as const;
export type Area = (typeof AREAS)[number];

/** What each screen needs, in the API's terms: a role opens the screens its permissions allow. */
const AREA_NEEDS: Record<Area, RoutePermission> = {
  dashboard: 'dashboard.read',
  orders: 'orders.read',
  messages: 'messages.read',
  customers: 'customers.read',
  products: 'catalogue.read',
  categories: 'catalogue.read',
  banners: 'catalogue.read',
  discounts: 'catalogue.read',
  delivery: 'settings.manage',
  settings: 'settings.manage',
  staff: 'staff.manage',
  audit: 'audit.read',
  outbox: 'outbox.manage',
  account: 'session',
};

export function canOpen(role: Role | undefined, area: Area): boolean {
  return role !== undefined && roleAllows(role, AREA_NEEDS[area]);
}

/** Where a member lands after logging in: the first screen of the menu their role may open. */
export function homeOf(role: Role): Area {
  return AREAS.find((area) => canOpen(role, area)) ?? 'account';
}

/** Roles that change the shop's settings (the API's `settings.manage`). */
export const canChangeSettings = (role: Role | undefined): boolean =>
  role !== undefined && roleAllows(role, 'settings.manage');
