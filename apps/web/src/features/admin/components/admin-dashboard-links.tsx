import {
  TicketPercent,
  Banknote,
  ClipboardList,
  Cog,
  FileSpreadsheet,
  HandCoins,
  LifeBuoy,
  PackageOpen,
  type LucideIcon,
  Newspaper,
  PackagePlus,
  Ruler,
  Search,
  ReceiptIndianRupee,
  Shirt,
  Truck,
  ScrollText,
  Users,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAdminMe } from '../api/get-admin-me';
import { mayOpen } from '../page-permissions';
import { IconCircle } from '../../../components/ui/icon-circle';

const LINKS: ReadonlyArray<{ label: string; to: string; note: string; icon: LucideIcon }> = [
  {
    label: 'Add Product',
    to: paths.admin.addProduct,
    note: 'Photos, prices, sizes and stock',
    icon: PackagePlus,
  },
  { label: 'All Products', to: paths.admin.allProducts, note: 'Edit or remove listed products', icon: Shirt },
  {
    label: 'Catalogue import & export',
    to: paths.admin.catalogueCsv,
    note: "Every product as CSV, yours or Shopify's; check a file before importing",
    icon: FileSpreadsheet,
  },
  { label: 'Customers', to: paths.admin.customers, note: 'Find a shopper; new, repeat, lapsed', icon: Users },
  {
    label: 'All Orders',
    to: paths.admin.allOrders,
    note: 'Single and bundle orders, status',
    icon: ClipboardList,
  },
  {
    label: 'Refunds',
    to: paths.admin.refunds,
    note: 'Money going back: due, in progress, done, failed',
    icon: HandCoins,
  },
  {
    label: 'Returns',
    to: paths.admin.returns,
    note: 'Returns and exchanges: approve, pick up, receive, refund',
    icon: PackageOpen,
  },
  {
    label: 'Cash on delivery',
    to: paths.admin.cod,
    note: 'On or off, fee, limits, refused pincodes',
    icon: Banknote,
  },
  {
    label: 'GST & invoices',
    to: paths.admin.gst,
    note: 'GSTIN, HSN codes, rates and the monthly GST report',
    icon: ReceiptIndianRupee,
  },
  {
    label: 'User tickets',
    to: paths.admin.userTickets,
    note: 'Answer shoppers within 2 days',
    icon: LifeBuoy,
  },
  { label: 'Newsletter', to: paths.admin.newsletter, note: 'WhatsApp subscribers', icon: Newspaper },
  {
    label: 'Delivery',
    to: paths.admin.delivery,
    note: 'Shop pincode, days per zone, pincodes not served',
    icon: Truck,
  },
  { label: 'Offers', to: paths.admin.offers, note: 'Coupon codes and automatic offers', icon: TicketPercent },
  { label: 'Size guides', to: paths.admin.sizeGuides, note: 'Measurements per category', icon: Ruler },
  { label: 'Search', to: paths.admin.search, note: 'Searches that found nothing; synonyms', icon: Search },
  {
    label: 'Background jobs',
    to: paths.admin.jobs,
    note: 'Refunds, payment checks, e-mails: failed ones and retry',
    icon: Cog,
  },
  {
    label: 'Staff',
    to: paths.admin.staff,
    note: 'Invite people, roles, devices, sign-in codes',
    icon: Users,
  },
  { label: 'Audit log', to: paths.admin.audit, note: 'Who changed what, before and after', icon: ScrollText },
];

/** The dashboard's destinations; each link is named by its label alone and described by its note. */
export function AdminDashboardLinks() {
  const id = useId();
  const permissions = useAdminMe().data?.permissions;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {LINKS.filter((link) => mayOpen(permissions, link.to)).map(({ label, to, note, icon }, index) => (
        <li
          key={to}
          className="group relative flex items-start gap-4 rounded-xl bg-ivory-50 p-5 shadow-soft ring-1 ring-ivory-300/70 transition hover:shadow-card hover:ring-plum-300 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-plum-700"
        >
          <IconCircle size="md" tone="plum" icon={icon} />
          <span>
            <Link
              to={to}
              aria-describedby={`${id}-${index}`}
              className="font-display text-lg font-medium text-plum-950 outline-none after:absolute after:inset-0 after:content-['']"
            >
              {label}
            </Link>
            <span id={`${id}-${index}`} className="mt-0.5 block text-sm text-ink-500">
              {note}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
