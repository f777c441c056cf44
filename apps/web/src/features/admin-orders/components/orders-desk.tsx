import type { OrderType } from '@zariya/shared/order-refs';
import { ClipboardList } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { AdminRows, ListCount } from '../../../components/ui/admin-rows';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { type AdminOrder, useAdminOrders } from '../api/get-admin-orders';
import { CodToCollect } from './cod-to-collect';
import { OrderCard } from './order-card';
import type { RefundCancelled } from './status-actions';
import { plural } from '../../../lib/plural';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'returned', label: 'Returned' },
];
const PAYMENT_OPTIONS = [
  { value: '', label: 'All payments' },
  { value: 'online', label: 'Paid online' },
  { value: 'cod', label: 'Pay on delivery' },
];
const STAGE_OPTIONS = [
  { value: '', label: 'All stages' },
  { value: 'to-pack', label: 'To pack' },
  { value: 'to-ship', label: 'To ship' },
];
/** The desk's three filters, each a URL parameter chosen from its list. */
const FILTERS = [
  { key: 'status', label: 'Status', options: STATUS_OPTIONS },
  { key: 'payment', label: 'Payment', options: PAYMENT_OPTIONS },
  { key: 'stage', label: 'Stage', options: STAGE_OPTIONS },
] as const;
type FilterKey = (typeof FILTERS)[number]['key'];

const TYPES: ReadonlyArray<{ type: OrderType; label: string }> = [
  { type: 'single', label: 'Single orders' },
  { type: 'bundle', label: 'Bundle orders' },
];

/**
 * /allorders: single or bundle orders, filtered by status and searched by customer or order id. `actions` adds
 * the route's own buttons to each order (the Refund of a cancelled or returned one); `refund` refunds an order
 * the owner has just cancelled, when she asks for it in the cancel confirmation.
 */
export function OrdersDesk({
  actions,
  refund,
}: {
  actions?: (order: AdminOrder, label: string) => ReactNode;
  refund?: RefundCancelled;
}) {
  const [params, setFilters] = useUrlFilters();
  const type: OrderType = params.get('type') === 'bundle' ? 'bundle' : 'single';
  // A filter's value from the URL when it is one of its options, else '' (all).
  const chosen = Object.fromEntries(
    FILTERS.map(({ key, options }) => {
      const value = params.get(key) ?? '';
      return [key, options.some((o) => o.value === value) ? value : ''];
    }),
  ) as Record<FilterKey, string>;
  const { status, payment, stage } = chosen;
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const query = useAdminOrders({ type, status, q, payment, stage });

  const change = (key: string, value: string) => setFilters({ [key]: value });
  useEffect(() => {
    if (draft.trim() === q) return;
    const timer = setTimeout(() => change('q', draft.trim()), 300);
    return () => clearTimeout(timer);
  });

  const orders = query.data ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        {/* biome-ignore lint/a11y/useSemanticElements: a two-way toggle of buttons */}
        <div
          role="group"
          aria-label="Order type"
          className="inline-flex self-start rounded-full bg-ivory-200 p-1"
        >
          {TYPES.map((option) => (
            <button
              key={option.type}
              type="button"
              aria-pressed={type === option.type}
              onClick={() => change('type', option.type === 'bundle' ? 'bundle' : '')}
              className={cn(
                'min-h-tap rounded-full px-4 text-sm font-medium transition-colors sm:min-h-9',
                type === option.type
                  ? 'bg-plum-800 text-ivory-50 shadow-soft'
                  : 'text-ink-700 hover:text-plum-900',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <div className="grid flex-1 gap-3 sm:grid-cols-3 lg:ml-auto lg:max-w-4xl lg:grid-cols-[9rem_10rem_9rem_1fr]">
          {FILTERS.map(({ key, label, options }) => (
            <Select
              key={key}
              label={label}
              options={options}
              value={chosen[key]}
              onChange={(event) => change(key, event.target.value)}
            />
          ))}
          <Input
            className="sm:col-span-3 lg:col-span-1"
            label="Search orders"
            type="search"
            placeholder="Name, e-mail, mobile, SKU or order #"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
      </div>
      <CodToCollect />
      <ListCount>{query.data ? plural(orders.length, 'order', 'orders') : ''}</ListCount>
      <AdminRows
        query={query}
        rows={orders}
        loading={{ label: 'Loading orders…', count: 3, itemClassName: 'h-48 w-full' }}
        empty={{
          icon: ClipboardList,
          title: 'No orders found',
          text:
            status || q || payment || stage
              ? 'Try another status, payment, stage or search.'
              : 'Orders appear here once shoppers pay.',
        }}
        rowKey={(order) => `${order.orderType}-${order.id}`}
        listClassName="space-y-4"
      >
        {(order) => <OrderCard order={order} actions={actions} refund={refund} />}
      </AdminRows>
    </div>
  );
}
