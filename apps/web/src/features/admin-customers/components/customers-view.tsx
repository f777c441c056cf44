// The owner's Customers list (issue 27 item 4): search by name, phone or e-mail, a saved segment, more filters,
// the list with each shopper's figures and a link to her page, pages. Everything lives in the URL, so a search
// can be shared, reloaded and gone back to.
import { CUSTOMER_SEGMENTS, CUSTOMER_SORTS, SEGMENT_LABELS } from '@zariya/shared/customers';
import type { CustomerListQueryInput, CustomerRow } from '@zariya/shared/customers-api';
import { formatDisplayDate } from '@zariya/shared/dates';
import { formatInr } from '@zariya/shared/pricing';
import { Search, SlidersHorizontal, Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AdminRows, ListCount } from '../../../components/ui/admin-rows';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useCustomers } from '../api/get-customers';
import { CustomerExport } from './customer-export';

/**
 * The more filters, each a query-string field the list reads (beside q, segment, sort and page): ranges of a
 * shopper's figures, `[field, label]` from and up to (the last two have a lower bound only), then two choices.
 */
type Bound = readonly [name: string, label: string];
const RANGES: ReadonlyArray<{ type: 'number' | 'date'; from: Bound; upTo?: Bound }> = [
  { type: 'number', from: ['minOrders', 'Orders from'], upTo: ['maxOrders', 'Orders up to'] },
  { type: 'number', from: ['minSpent', 'Spent from ₹'], upTo: ['maxSpent', 'Spent up to ₹'] },
  { type: 'date', from: ['lastOrderFrom', 'Last order from'], upTo: ['lastOrderTo', 'Last order up to'] },
  { type: 'number', from: ['minCodRefusals', 'COD refusals from'] },
  { type: 'number', from: ['minReturns', 'Returns from'] },
];
const BOUNDS = RANGES.flatMap(({ type, from, upTo }) =>
  (upTo ? [from, upTo] : [from]).map(([name, label]) => ({ name, label, type })),
);
const ANY = { value: '', label: 'Any' };
const CHOICES = [
  {
    name: 'language',
    label: 'Language',
    options: [ANY, { value: 'en', label: 'English' }, { value: 'hi', label: 'Hindi' }],
  },
  {
    name: 'consent',
    label: 'Marketing consent',
    options: [
      ANY,
      { value: 'yes', label: 'Agreed (any channel)' },
      { value: 'whatsapp', label: 'Agreed to WhatsApp' },
      { value: 'email', label: 'Agreed to e-mail' },
      { value: 'no', label: 'Not agreed' },
    ],
  },
];
const FILTER_FIELDS = [...BOUNDS, ...CHOICES].map((f) => f.name);

const SORT_LABELS: Record<(typeof CUSTOMER_SORTS)[number], string> = {
  joined: 'Newest accounts',
  name: 'Name',
  orders: 'Most orders',
  spent: 'Most spent',
  last_order: 'Latest order',
};

export const SHORT_SEGMENT: Record<(typeof CUSTOMER_SEGMENTS)[number], string> = {
  new: 'New',
  repeat: 'Repeat',
  lapsed: 'Lapsed',
  high_value: 'High value',
};

/** The URL's search as the call's query (the server checks every field). */
function queryOf(params: URLSearchParams): CustomerListQueryInput {
  const query: Record<string, string> = {};
  for (const key of ['q', 'segment', 'sort', 'page', ...FILTER_FIELDS]) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query as CustomerListQueryInput;
}

export function CustomersView({ customerLink }: { customerLink: (id: number) => string }) {
  const [params, setFilters] = useUrlFilters();
  const query = queryOf(params);
  const customers = useCustomers(query);
  const [text, setText] = useState(params.get('q') ?? '');
  const [showFilters, setShowFilters] = useState(FILTER_FIELDS.some((f) => params.get(f)));

  const change = (next: Record<string, string>) => setFilters(next, { resetPage: true });

  const search = (event: FormEvent) => {
    event.preventDefault();
    change({ q: text.trim() });
  };

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change(Object.fromEntries(FILTER_FIELDS.map((f) => [f, String(form.get(f) ?? '').trim()])));
  };

  const clearFilters = () => change(Object.fromEntries(FILTER_FIELDS.map((f) => [f, ''])));

  const data = customers.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const error = customers.error as { message?: string } | null;

  return (
    <div className="space-y-5">
      <search>
        <form onSubmit={search} className="flex items-end gap-2">
          <Input
            label="Search customers"
            hideLabel
            type="search"
            placeholder="Name, phone or e-mail"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="min-w-0 flex-1"
          />
          <Button type="submit" aria-label="Search">
            <Search aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Search</span>
          </Button>
        </form>
      </search>

      <div className="flex flex-wrap items-end gap-3">
        <Select
          label="Segment"
          value={params.get('segment') ?? ''}
          onChange={(e) => change({ segment: e.target.value })}
          options={[
            { value: '', label: 'All customers' },
            ...CUSTOMER_SEGMENTS.map((s) => ({ value: s, label: SEGMENT_LABELS[s] })),
          ]}
          className="w-full sm:w-72"
        />
        <Select
          label="Sort by"
          value={params.get('sort') ?? 'joined'}
          onChange={(e) => change({ sort: e.target.value === 'joined' ? '' : e.target.value })}
          options={CUSTOMER_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          className="w-full sm:w-48"
        />
        <Button
          variant="secondary"
          aria-expanded={showFilters}
          aria-controls="customer-filters"
          onClick={() => setShowFilters((v) => !v)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" /> Filters
        </Button>
        <div className="sm:ml-auto">
          <CustomerExport params={params} />
        </div>
      </div>

      {showFilters ? (
        <form
          id="customer-filters"
          aria-label="Customer filters"
          onSubmit={applyFilters}
          key={FILTER_FIELDS.map((f) => params.get(f) ?? '').join('|')}
          className="grid grid-cols-2 gap-3 rounded-xl bg-ivory-50 p-4 ring-1 ring-ivory-300/70 lg:grid-cols-4"
        >
          {BOUNDS.map((f) => (
            <Input
              key={f.name}
              label={f.label}
              name={f.name}
              type={f.type}
              min={f.type === 'number' ? 0 : undefined}
              defaultValue={params.get(f.name) ?? ''}
            />
          ))}
          {CHOICES.map((f) => (
            <Select
              key={f.name}
              label={f.label}
              name={f.name}
              defaultValue={params.get(f.name) ?? ''}
              options={f.options}
            />
          ))}
          <div className="col-span-2 flex items-end gap-2">
            <Button type="submit">Apply filters</Button>
            <Button variant="ghost" onClick={clearFilters}>
              Clear
            </Button>
          </div>
        </form>
      ) : null}

      <ListCount>
        {data ? `${data.total.toLocaleString('en-IN')} ${data.total === 1 ? 'customer' : 'customers'}` : ''}
      </ListCount>

      {error?.message && customers.isError ? (
        <p role="alert" className="text-sm text-danger-600">
          {error.message}
        </p>
      ) : null}

      <AdminRows
        query={customers}
        rows={data?.customers ?? []}
        loading={{ label: 'Loading customers…', count: 4, itemClassName: 'h-20 w-full' }}
        empty={{
          icon: Users,
          title: 'No customers found',
          text: 'Try another search, or clear the segment and filters.',
        }}
        rowKey={(c) => c.id}
        listLabel="Customers"
        listClassName="divide-y divide-ivory-300/70 rounded-xl bg-ivory-50 ring-1 ring-ivory-300/70"
      >
        {(c) => <CustomerLine customer={c} to={customerLink(c.id)} />}
      </AdminRows>

      <Pagination
        page={Number(params.get('page') ?? 1) || 1}
        pageCount={pageCount}
        linkTo={(page) => {
          const next = new URLSearchParams(params);
          next.set('page', String(page));
          return `?${next.toString()}`;
        }}
      />
    </div>
  );
}

function CustomerLine({ customer: c, to }: { customer: CustomerRow; to: string }) {
  return (
    <Link
      to={to}
      className="grid gap-x-4 gap-y-1 px-4 py-3 transition-colors hover:bg-plum-50 sm:grid-cols-[1fr_auto] lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-plum-950">
          {c.name}
          {c.segments.map((s) => (
            <Badge key={s} tone={s === 'high_value' ? 'gold' : s === 'lapsed' ? 'sale' : 'neutral'}>
              {SHORT_SEGMENT[s]}
            </Badge>
          ))}
        </p>
        <p className="truncate text-sm text-ink-700">
          {c.phone} · {c.email}
        </p>
      </div>
      <p className="text-sm text-ink-700 tabular-nums">
        <span className="font-medium text-ink-900">{c.orders}</span> {c.orders === 1 ? 'order' : 'orders'} ·{' '}
        {formatInr(c.spent)}
      </p>
      <p className="text-sm text-ink-500">
        {c.lastOrderAt ? `Last order ${formatDisplayDate(c.lastOrderAt)}` : 'No order yet'}
      </p>
      <p className="text-sm text-ink-500">
        {[
          c.codRefusals ? `${c.codRefusals} COD refused` : '',
          c.returns ? `${c.returns} ${c.returns === 1 ? 'return' : 'returns'}` : '',
          c.language === 'hi' ? 'Hindi' : 'English',
          c.consentChannels.length
            ? `Marketing: ${c.consentChannels.map((ch) => (ch === 'whatsapp' ? 'WhatsApp' : 'e-mail')).join(', ')}`
            : 'Marketing: no',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </Link>
  );
}
