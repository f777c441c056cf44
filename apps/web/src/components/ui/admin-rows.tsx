import { MESSAGES } from '@zariya/shared/constants';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyNote } from './empty-note';
import { type ListQuery, QueryList } from './query-list';

/**
 * One of the owner's lists read by a query: grey rows while it loads, the admin fetch error with Try again, a
 * short note when it is empty, else the rows as a list, each drawn by `children`.
 */
export function AdminRows<T>({
  query,
  rows,
  loading,
  empty,
  rowKey,
  listLabel,
  listClassName,
  children,
}: {
  query: ListQuery;
  rows: T[];
  /** SkeletonList's label, row count and row classes. */
  loading: { label: string; count: number; itemClassName: string };
  empty: { icon: LucideIcon; title: string; text?: ReactNode };
  rowKey: (row: T) => string | number;
  /** The list's accessible name, where the page has more than one list. */
  listLabel?: string;
  listClassName: string;
  children: (row: T) => ReactNode;
}) {
  return (
    <QueryList
      query={query}
      rows={rows}
      loading={loading}
      failed={MESSAGES.adminFetchError}
      empty={<EmptyNote tight {...empty} />}
    >
      {(shown) => (
        <ul aria-label={listLabel} className={listClassName}>
          {shown.map((row) => (
            <li key={rowKey(row)}>{children(row)}</li>
          ))}
        </ul>
      )}
    </QueryList>
  );
}

/** The count above an owner's list ("12 orders"), read out when it changes; empty while the list loads. */
export function ListCount({ children }: { children: ReactNode }) {
  return (
    <p aria-live="polite" className="text-sm text-ink-500">
      {children}
    </p>
  );
}
