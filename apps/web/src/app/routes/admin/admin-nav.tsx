// The owner's menu, on every admin page but the dashboard (issue 32 item 15): one tap to any desk, on a phone (a
// strip that scrolls sideways) as on a desktop (one or two rows), the page she is on marked.
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

const { admin } = paths;

/** Each entry: its label, where it goes, and the other addresses that belong to it. */
export const ADMIN_NAV: ReadonlyArray<{ label: string; to: string; also?: readonly string[] }> = [
  { label: 'Dashboard', to: admin.dashboard },
  { label: 'Orders', to: admin.allOrders, also: ['/admin/invoices/'] },
  { label: 'Products', to: admin.adminProducts, also: [admin.allProducts, admin.editProduct] },
  { label: 'Add product', to: admin.addProduct },
  { label: 'Offers', to: admin.offers, also: ['/admin/offers/'] },
  { label: 'Returns', to: admin.returns },
  { label: 'Refunds', to: admin.refunds },
  { label: 'Tickets', to: admin.userTickets },
  { label: 'Newsletter', to: admin.newsletter },
  { label: 'Cash on delivery', to: admin.cod },
  { label: 'Delivery', to: admin.delivery },
  { label: 'GST', to: admin.gst },
  { label: 'Size guides', to: admin.sizeGuides },
  { label: 'Jobs', to: admin.jobs },
];

const isCurrent = (pathname: string, entry: (typeof ADMIN_NAV)[number]) =>
  pathname === entry.to ||
  (entry.also ?? []).some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p));

/** Not on the dashboard itself, whose "Manage the shop" links (product rules §2) are the same menu at full size. */
export function AdminNav() {
  const { pathname } = useLocation();
  if (pathname === admin.dashboard) return null;
  return (
    <nav aria-label="Admin menu" className="border-b border-ivory-300/70 bg-ivory-50">
      <ul className="container-shop flex gap-1 overflow-x-auto py-1.5 [scrollbar-width:none] lg:flex-wrap">
        {ADMIN_NAV.map((entry) => {
          const current = isCurrent(pathname, entry);
          return (
            <li key={entry.to} className="shrink-0">
              <Link
                to={entry.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-tap items-center rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition-colors sm:min-h-9',
                  current ? 'bg-plum-800 text-ivory-50' : 'text-ink-700 hover:bg-plum-50 hover:text-plum-900',
                )}
              >
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
