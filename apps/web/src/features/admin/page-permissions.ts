// What each admin page needs (issue 26): the web shows each person only the pages their role opens. The server
// checks every call on its own (plugins/admin-auth.ts); this only keeps the menu and links honest.
import { allows, type Permission } from '@zariya/shared/staff';
import { paths } from '../../config/paths';

const { admin } = paths;

/** Page path (or path prefix ending in '/') → the permission it needs. */
export const PAGE_PERMISSIONS: ReadonlyArray<readonly [string, Permission]> = [
  [admin.dashboard, 'revenue:view'],
  [admin.allOrders, 'orders:view'],
  ['/admin/invoices/', 'orders:view'],
  [admin.adminProducts, 'products:view'],
  [admin.allProducts, 'products:view'],
  [admin.editProduct, 'products:edit'],
  [admin.addProduct, 'products:edit'],
  [admin.returns, 'returns:view'],
  [admin.refunds, 'refunds:view'],
  [admin.userTickets, 'tickets:view'],
  [admin.newsletter, 'subscribers:view'],
  [admin.cod, 'settings:view'],
  [admin.delivery, 'settings:view'],
  [admin.gst, 'accounts:view'],
  [admin.sizeGuides, 'products:view'],
  [admin.search, 'products:view'],
  [admin.jobs, 'settings:view'],
  [admin.offers, 'offers:view'],
  ['/admin/offers/', 'offers:view'],
  [admin.customers, 'customers:view'],
  ['/admin/customers/', 'customers:view'],
  [admin.catalogueCsv, 'products:view'],
  [admin.staff, 'staff:view'],
  [admin.roles, 'staff:view'],
  [admin.audit, 'staff:view'],
];

/** The permission a page needs; undefined for a page that names none. */
export function pagePermission(pathname: string): Permission | undefined {
  return PAGE_PERMISSIONS.find(([p]) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p))?.[1];
}

/** Whether someone with `permissions` may open the page at `to` (every page while nobody is known yet). */
export function mayOpen(permissions: readonly string[] | undefined, to: string): boolean {
  if (!permissions) return true;
  const needed = pagePermission(to);
  return needed === undefined || allows(permissions, needed);
}

/** Where a person lands after signing in: the dashboard, or the first page their role opens. */
export function firstPage(permissions: readonly string[]): string | undefined {
  return PAGE_PERMISSIONS.find(([p, needed]) => !p.endsWith('/') && allows(permissions, needed))?.[0];
}
