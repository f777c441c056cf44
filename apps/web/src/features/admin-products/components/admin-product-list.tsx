import { CATEGORIES, type Category, MESSAGES } from '@zariya/shared/constants';
import type { ProductCard } from '@zariya/shared/product';
import { ChevronLeft, ChevronRight, PackageSearch } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyNote } from '../../../components/ui/empty-note';
import { QueryList } from '../../../components/ui/query-list';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ADMIN_PAGE_SIZE, useAdminProducts } from '../api/get-admin-products';
import { BulkEditBar } from './bulk-edit-bar';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductCards, ProductTable } from './product-rows';
import { plural } from '../../../lib/plural';

/** /allproduct and /admin-products: every product with search, paging, Edit and Delete (product rules §2 Admin). */
export function AdminProductList() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const categoryParam = params.get('category') ?? '';
  const category = (CATEGORIES as readonly string[]).includes(categoryParam)
    ? (categoryParam as Category)
    : undefined;
  const [draft, setDraft] = useState(search);
  const [toDelete, setToDelete] = useState<ProductCard | null>(null);
  const wide = useMediaQuery('(min-width: 768px)');
  const query = useAdminProducts({ search, page, category });
  // Ticked products (kept across pages) or "all matching this search".
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const toggle = (ids: number[], on: boolean) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };
  const clearSelection = useCallback(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, []);
  // A new search is a new list: what was ticked on the old one is let go.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the search or category changes
  useEffect(() => clearSelection(), [search, category, clearSelection]);
  const withCategory = useCallback(
    (next: Record<string, string>) => (category ? { ...next, category } : next),
    [category],
  );

  // Typing searches after a short pause; the search lives in the URL so a reload keeps it.
  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(
      () => setParams(withCategory(draft.trim() ? { q: draft.trim() } : {}), { replace: true }),
      300,
    );
    return () => clearTimeout(timer);
  }, [draft, search, setParams, withCategory]);

  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(next));
    setParams(nextParams);
    window.scrollTo({ top: 0 });
  };

  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  return (
    <div className="space-y-4">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setParams(withCategory(draft.trim() ? { q: draft.trim() } : {}));
        }}
        className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between"
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Input
            label="Search products"
            type="search"
            placeholder="Brand, name, category, colour…"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="w-full sm:w-80"
          />
          <Select
            label="Category"
            value={category ?? ''}
            onChange={(event) => {
              const next: Record<string, string> = search ? { q: search } : {};
              if (event.target.value) next.category = event.target.value;
              setParams(next);
            }}
            options={[
              { value: '', label: 'All categories' },
              ...CATEGORIES.map((c) => ({ value: c, label: c })),
            ]}
            className="w-full sm:w-56 sm:shrink-0"
          />
        </div>
        <p aria-live="polite" className="text-sm text-ink-500">
          {query.data
            ? `${plural(total, 'product', 'products')}${search ? ` for “${search}”` : ''}${category ? ` in ${category}` : ''}`
            : ''}
        </p>
      </form>
      {selected.size > 0 || allMatching ? (
        <div className="space-y-2">
          <BulkEditBar
            target={
              allMatching
                ? {
                    filter: { ...(search ? { query: search } : {}), ...(category ? { category } : {}) },
                    count: total,
                  }
                : { ids: [...selected] }
            }
            onDone={clearSelection}
          />
          <p className="flex flex-wrap items-center gap-3 text-sm text-ink-700">
            {allMatching ? (
              <span>
                All {total} {search || category ? 'products matching this filter' : 'products'} are selected.
              </span>
            ) : total > selected.size ? (
              <Button variant="ghost" size="sm" onClick={() => setAllMatching(true)}>
                Select all {total} {search || category ? 'matching this filter' : 'products'}
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={clearSelection}>
              Clear selection
            </Button>
          </p>
        </div>
      ) : null}
      <QueryList
        query={query}
        rows={query.data?.items ?? []}
        loading={{
          label: 'Loading products…',
          count: 6,
          itemClassName: 'h-16 w-full',
          className: 'space-y-2',
        }}
        failed={MESSAGES.adminFetchError}
        empty={
          <EmptyNote tight icon={PackageSearch} title={search ? MESSAGES.noResults : 'No products yet'} />
        }
      >
        {(rows) =>
          wide ? (
            <ProductTable products={rows} onDelete={setToDelete} selected={selected} onToggle={toggle} />
          ) : (
            <ProductCards products={rows} onDelete={setToDelete} selected={selected} onToggle={toggle} />
          )
        }
      </QueryList>
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" /> Previous
          </Button>
          <span className="text-sm text-ink-700 tabular-nums">
            Page {page} of {pageCount}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => goTo(page + 1)}>
            Next <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      ) : null}
      <DeleteProductDialog product={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
