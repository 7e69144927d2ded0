/** Staff roles and what each may open (mirrors the API's permissions; the API stays the judge). */
export const ROLES = ['owner', 'manager', 'orders', 'catalogue'] as const;
export type Role = (typeof ROLES)[number];

export type Area = 'dashboard' | 'orders' | 'products' | 'staff' | 'audit' | 'account';

const AREAS: Record<Role, readonly Area[]> = {
  owner: ['dashboard', 'orders', 'products', 'staff', 'audit', 'account'],
  manager: ['dashboard', 'orders', 'products', 'audit', 'account'],
  orders: ['orders', 'account'],
  catalogue: ['products', 'account'],
};

export function canOpen(role: Role | undefined, area: Area): boolean {
  return role !== undefined && AREAS[role].includes(area);
}

/** Where a member lands after logging in: the first screen their role may open. */
export function homeOf(role: Role): Area {
  return AREAS[role][0] ?? 'account';
}
