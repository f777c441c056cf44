import { colourLabel } from '@zariya/shared/colours';
import { PRICE_BANDS } from '@zariya/shared/constants';
import { X } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { EMPTY_FILTERS, type ListingFilters } from '../hooks/use-listing-params';

type Chip = { key: string; label: string; data: boolean; without: ListingFilters };

/** Each filter in force as a chip; a tap on one removes that filter alone. Shown above the list on every screen. */
export function ActiveFilters({
  filters,
  onChange,
}: {
  filters: ListingFilters;
  onChange: (filters: ListingFilters) => void;
}) {
  const { t } = useT();
  const list = (key: 'brand' | 'color' | 'size' | 'price', label: (value: string) => string, data: boolean) =>
    filters[key].map(
      (value): Chip => ({
        key: `${key}:${value}`,
        label: label(value),
        data,
        without: { ...filters, [key]: filters[key].filter((v) => v !== value) },
      }),
    );
  const chips: Chip[] = [
    ...list('brand', (v) => v, true),
    ...list('color', colourLabel, true),
    ...list('size', (v) => v, true),
    // PRICE_BANDS' labels are in the Hindi catalogue.
    ...list('price', (v) => t(PRICE_BANDS.find((b) => b.id === v)?.label ?? v), false),
    ...(filters.discount
      ? [
          {
            key: 'discount',
            label: t('{{min}}% and above', { min: filters.discount }),
            data: false,
            without: { ...filters, discount: undefined },
          },
        ]
      : []),
    ...(filters.rating
      ? [
          {
            key: 'rating',
            label: t('{{stars}}★ & above', { stars: filters.rating }),
            data: false,
            without: { ...filters, rating: undefined },
          },
        ]
      : []),
  ];
  if (chips.length === 0) return null;
  return (
    <div className="-mt-2 mb-3 flex flex-wrap items-center gap-x-2">
      <ul aria-label={t('Filters in force')} className="flex flex-wrap items-center gap-x-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.without)}
              aria-label={t('Remove filter: {{name}}', { name: chip.label })}
              className="group/chip inline-flex min-h-tap items-center"
            >
              <span className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-plum-300 bg-plum-50 pr-2 pl-3 text-sm text-plum-900 transition-colors group-hover/chip:border-plum-700">
                <span translate={chip.data ? 'no' : undefined}>{chip.label}</span>
                <X aria-hidden="true" className="size-4" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button
          type="button"
          onClick={() => onChange(EMPTY_FILTERS)}
          className="inline-flex min-h-tap items-center px-1 text-sm font-medium text-plum-800 underline underline-offset-2"
        >
          {t('Clear Filters')}
        </button>
      ) : null}
    </div>
  );
}
