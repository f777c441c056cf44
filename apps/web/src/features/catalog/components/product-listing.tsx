import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Pagination } from '../../../components/ui/pagination';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useLocale, useT } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { ListingSource } from '../api/get-category-products';
import type { FacetScope } from '../api/get-facets';
import { countFilters, EMPTY_FILTERS, type SortOption, useListingParams } from '../hooks/use-listing-params';
import { ActiveFilters } from './active-filters';
import { FilterPanel } from './filter-panel';
import { LoadError } from './load-error';
import { type CardActions, ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortSelect } from './sort-select';

export type ProductListingProps = {
  label: string;
  /** What the filter counts describe: this category or these search results. */
  scope: FacetScope;
  /** The list call for one page (category or search). */
  source: ListingSource;
  sorts?: ReadonlyArray<SortOption>;
  /** Shown when nothing matches and no filter is set. */
  empty: ReactNode;
  /** Laid over each card by the route (category and search lists: the cart's quick add). */
  cardActions?: CardActions;
};

/** Count, filters, sort, grid and pages of a category or a search; all state lives in the URL. */
export function ProductListing({ label, scope, source, sorts, empty, cardActions }: ProductListingProps) {
  const { t } = useT();
  const locale = useLocale();
  const { sort, page, limit, filters, searchFor, setSort, setFilters } = useListingParams({ sorts });
  const request = { filters, sort, page, limit };
  const query = useQuery({
    queryKey: [...source.key, request],
    queryFn: ({ signal }) => source.fetchPage(request, signal),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const activeFilters = countFilters(filters);
  // null while the screen is not known (the server's first render, hydration): the sidebar (a placeholder)
  // and the drawer button are both drawn, each shown by CSS.
  const wide = useMediaQuery('(min-width: 1024px)', null);
  const [drawerOpen, setDrawerOpen] = useState(false);
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

  const panel = (
    <FilterPanel
      scope={scope}
      applied={filters}
      onApply={(next) => {
        setFilters(next);
        setDrawerOpen(false);
      }}
    />
  );

  return (
    <div ref={top} className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      {wide !== false ? (
        <aside
          aria-label={t('Filters')}
          className="hidden self-start rounded-xl bg-ivory-50 px-4 ring-1 ring-ivory-300/70 lg:block"
        >
          <h2 className="pt-4 font-sans text-base font-semibold">{t('Filters')}</h2>
          {/* Drawn only once the screen is known to be wide: a phone never builds this hidden panel. */}
          {wide ? (
            panel
          ) : (
            <SkeletonList
              label={t('Loading filters…')}
              count={6}
              itemClassName="h-8"
              className="space-y-3 py-4"
            />
          )}
        </aside>
      ) : null}
      {wide !== true ? (
        <Dialog
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('Filters')}
          placement="bottom"
          className="overflow-y-auto overscroll-contain"
        >
          {drawerOpen ? panel : null}
        </Dialog>
      ) : null}
      <div>
        {/* A phone: Filters and Sort in one row under the count; wider screens: count, then sort at the right. */}
        <div className="mb-4 flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-ivory-300/70 pb-3 sm:mb-5 sm:flex-nowrap sm:justify-between sm:gap-3 sm:pb-4">
          <p aria-live="polite" className="w-full text-sm text-ink-500 sm:w-auto">
            {query.isPending
              ? t('Finding pieces…')
              : total === 1
                ? t('{{count}} product', { count: new Intl.NumberFormat(locale).format(total) })
                : t('{{count}} products', { count: new Intl.NumberFormat(locale).format(total) })}
          </p>
          {wide === true ? null : (
            <Button variant="secondary" className="shrink-0 lg:hidden" onClick={() => setDrawerOpen(true)}>
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {t('Filters')}
              {activeFilters > 0 ? (
                <span className="rounded-full bg-plum-800 px-1.5 text-xs text-ivory-50">
                  <span className="sr-only">, </span>
                  {activeFilters}
                  <span className="sr-only"> {t('applied')}</span>
                </span>
              ) : null}
            </Button>
          )}
          <div className="min-w-0 flex-1 sm:flex-none">
            <SortSelect value={sort} onChange={setSort} options={sorts} />
          </div>
        </div>
        <ActiveFilters filters={filters} onChange={setFilters} />

        {query.isPending ? (
          <ProductGridSkeleton />
        ) : query.isError && !query.data ? (
          <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />
        ) : query.data.items.length === 0 ? (
          <div className="rounded-xl bg-ivory-50 px-6 py-14 text-center ring-1 ring-ivory-300/70">
            {total > 0 ? (
              <>
                <p className="font-display text-xl text-plum-950">{t('This page is empty.')}</p>
                <Link
                  to={searchFor({ page: 1 })}
                  className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}
                >
                  {t('Go to the first page')}
                </Link>
              </>
            ) : activeFilters > 0 ? (
              <>
                <p className="font-display text-xl text-plum-950">{t('No products match these filters.')}</p>
                <Button variant="secondary" className="mt-4" onClick={() => setFilters(EMPTY_FILTERS)}>
                  {t('Clear Filters')}
                </Button>
              </>
            ) : (
              empty
            )}
          </div>
        ) : (
          <>
            <h2 className="sr-only">{t('{{label}}: products', { label })}</h2>
            <ProductGrid
              products={query.data.items}
              label={label}
              dimmed={query.isPlaceholderData}
              cardActions={cardActions}
            />
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
