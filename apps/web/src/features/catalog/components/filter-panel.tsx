import { colourToCss } from '@zariya/shared/colours';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { type FacetScope, useFacets } from '../api/get-facets';
import { EMPTY_FILTERS, type ListingFilters } from '../hooks/use-listing-params';
import { type FilterOption, FilterOptions, FilterSection } from './filter-options';

type ListKey = 'brand' | 'color' | 'size' | 'price';
type SingleKey = 'discount' | 'rating';

/** A brand, colour or size the shop has, with its count: catalogue data, shown as the owner wrote it. */
function dataOption(facet: { value: string; label?: string; count: number }): FilterOption {
  return { value: facet.value, label: facet.label ?? facet.value, count: facet.count, data: true };
}

/** Values chosen in the URL but absent from the facets still appear, with 0, so they can be unticked. */
function withSelected(options: FilterOption[], selected: readonly string[]): FilterOption[] {
  const missing = selected.filter((value) => !options.some((o) => o.value === value));
  return [...options, ...missing.map((value) => dataOption({ value, count: 0 }))];
}

export type FilterPanelProps = {
  scope: FacetScope;
  /** The filters in force (from the URL); the panel edits a draft until Apply Filters. */
  applied: ListingFilters;
  onApply: (filters: ListingFilters) => void;
};

/** product rules §2 filter panel: Brand, Colors, Sizes, Price Range, Discount Range, Ratings with counts. */
export function FilterPanel({ scope, applied, onApply }: FilterPanelProps) {
  const { t } = useT();
  const facets = useFacets(scope, applied);
  // A facet's counts ignore its own filter, so 'Any' has no count of its own to show.
  const any: FilterOption = { value: '', label: t('Any') };
  const [draft, setDraft] = useState(applied);
  useEffect(() => setDraft(applied), [applied]);

  const toggle = (key: ListKey) => (value: string, checked: boolean) =>
    setDraft((d) => ({
      ...d,
      [key]: checked ? [...d[key], value] : d[key].filter((v) => v !== value),
    }));
  const pick = (key: SingleKey) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value === '' ? undefined : value }));
  /** A section where several values may be ticked; `look` adds swatches or a scrolling list. */
  const checkboxes = (
    key: ListKey,
    title: string,
    options: FilterOption[],
    look: { swatches?: boolean; scroll?: boolean } = {},
  ) => (
    <FilterSection title={title}>
      <FilterOptions
        name={key}
        type="checkbox"
        {...look}
        options={options}
        selected={draft[key]}
        onToggle={toggle(key)}
      />
    </FilterSection>
  );
  /** A section of one choice, 'Any' first. */
  const radios = (key: SingleKey, title: string, options: FilterOption[]) => (
    <FilterSection title={title}>
      <FilterOptions
        name={key}
        type="radio"
        options={[any, ...options]}
        selected={[draft[key] ?? '']}
        onToggle={pick(key)}
      />
    </FilterSection>
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft(EMPTY_FILTERS);
    onApply(EMPTY_FILTERS);
  };

  const data = facets.data;
  return (
    <form onSubmit={onSubmit} aria-label={t('Filter products')} aria-busy={facets.isFetching}>
      {!data ? (
        facets.isError ? (
          <p role="alert" className="py-4 text-sm text-danger-600">
            {t('Filters could not be loaded.')}{' '}
            <button type="button" className="underline" onClick={() => facets.refetch()}>
              {t('Try again')}
            </button>
          </p>
        ) : (
          <div aria-hidden="true" className="space-y-3 py-3">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        )
      ) : (
        <>
          {checkboxes('brand', t('Brand'), withSelected(data.brands.map(dataOption), draft.brand), {
            scroll: true,
          })}
          {checkboxes(
            'color',
            t('Colours'),
            withSelected(
              data.colors.filter((c) => colourToCss(c.value) !== null).map(dataOption),
              draft.color,
            ),
            { swatches: true, scroll: true },
          )}
          {checkboxes('size', t('Sizes'), withSelected(data.sizes.map(dataOption), draft.size), {
            scroll: true,
          })}
          {checkboxes(
            'price',
            t('Price Range'),
            // The band labels are PRICE_BANDS' ('₹0 – ₹1,000', 'Above ₹5,000'), in the Hindi catalogue.
            data.priceBands.map((b) => ({ value: b.id, label: t(b.label), count: b.count })),
          )}
          {radios(
            'discount',
            t('Discount Range'),
            // The id is the minimum discount: the server's label is '30% and above'.
            data.discountBands.map((b) => ({
              value: b.id,
              label: t('{{min}}% and above', { min: b.id }),
              count: b.count,
            })),
          )}
          {radios(
            'rating',
            t('Ratings'),
            // The server's label is ratingFilterLabel: '4★ & above'.
            data.ratings.map((r) => ({
              value: String(r.value),
              label: t('{{stars}}★ & above', { stars: r.value }),
              count: r.count,
            })),
          )}
        </>
      )}
      <div className="sticky bottom-0 -mx-1 flex gap-2 bg-ivory-50 px-1 pt-4 pb-2">
        <Button type="submit" className="flex-1">
          {t('Apply Filters')}
        </Button>
        <Button type="button" variant="secondary" className="flex-1" onClick={clear}>
          {t('Clear Filters')}
        </Button>
      </div>
    </form>
  );
}
