import type { ReactNode } from 'react';
import { QueryFailed } from './fetch-failed';
import { SkeletonList } from './skeleton';

/** What QueryList reads of a TanStack query. */
export type ListQuery = { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

/**
 * The states of a list read by a query: grey rows while it loads, the failure with Try again, `empty` when it has
 * no rows, else the rows as `children` draws them.
 */
export function QueryList<T>({
  query,
  rows,
  loading,
  failed,
  empty,
  children,
}: {
  query: ListQuery;
  rows: T[];
  /** SkeletonList's label, row count and row classes. */
  loading: { label: string; count: number; itemClassName: string; className?: string };
  failed: string;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <SkeletonList {...loading} />;
  if (query.isError) return <QueryFailed message={failed} query={query} />;
  return rows.length === 0 ? empty : children(rows);
}
