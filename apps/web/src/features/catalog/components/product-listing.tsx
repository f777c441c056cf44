import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { useProducts } from '../api/get-products';
import { useListingParams } from '../hooks/use-listing-params';
import { LoadError } from './load-error';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortSelect } from './sort-select';

export type ProductListingProps = {
  category: string;
  label: string;
  /** A filter panel; when given, it sits in a sidebar beside the grid on desktop. */
  filters?: ReactNode;
};

/** Count, sort, grid and pages of one category; state lives in the URL. */
export function ProductListing({ category, label, filters }: ProductListingProps) {
  const { sort, page, limit, searchFor, setSort } = useListingParams();
  const query = useProducts({ category, sort, page, limit }, { keepPrevious: true });
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const top = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // A new page starts at the top of the list, not where the pagination links were.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on page change only
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    top.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  return (
    <div ref={top} className={filters ? 'grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]' : undefined}>
      {filters ? <aside aria-label="Filters">{filters}</aside> : null}
      <div>
        <div className="mb-5 flex flex-col gap-3 border-b border-ivory-300/70 pb-4 sm:flex-row sm:items-center sm:justify-between">
          <p aria-live="polite" className="text-sm text-ink-500">
            {query.isPending
              ? 'Finding pieces…'
              : `${total.toLocaleString('en-IN')} ${total === 1 ? 'product' : 'products'}`}
          </p>
          <SortSelect value={sort} onChange={setSort} />
        </div>

        {query.isPending ? (
          <ProductGridSkeleton />
        ) : query.isError && !query.data ? (
          <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />
        ) : query.data.items.length === 0 ? (
          <div className="rounded-xl bg-ivory-50 px-6 py-14 text-center ring-1 ring-ivory-300/70">
            <p className="font-display text-xl text-plum-950">
              {total > 0 ? 'This page is empty.' : 'New pieces are on their way.'}
            </p>
            {total > 0 ? (
              <Link
                to={searchFor({ page: 1 })}
                className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}
              >
                Go to the first page
              </Link>
            ) : (
              <p className="mt-2 text-sm text-ink-500">Please check back soon.</p>
            )}
          </div>
        ) : (
          <>
            <h2 className="sr-only">{label}: products</h2>
            <ProductGrid products={query.data.items} label={label} dimmed={query.isPlaceholderData} />
          </>
        )}

        <Pagination
          page={page}
          pageCount={pageCount}
          linkTo={(p) => searchFor({ page: p })}
          className="mt-10"
        />
      </div>
    </div>
  );
}
