import type { Suggestion } from '@zariya/shared/catalog';
import { LayoutGrid } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { LinePhoto } from '../../../components/ui/line-photo';

/**
 * The combobox's listbox: products for the text typed so far. Focus stays in the search box (the active option
 * is named by aria-activedescendant), so options are not focusable and mouse down must not take focus.
 * Product and brand names are catalogue data (shown as written); the category is one of the shop's own.
 */
/** A category page named by the text typed (its label is translated when shown). */
export type CategoryOption = { path: string; label: string };

export function SuggestionList({
  id,
  items,
  categories,
  active,
  onPick,
  onPickCategory,
}: {
  id: string;
  items: Suggestion[];
  categories: CategoryOption[];
  active: number;
  onPick: (suggestion: Suggestion) => void;
  onPickCategory: (page: CategoryOption) => void;
}) {
  const { t } = useT();
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('Search suggestions')}
      hidden={items.length + categories.length === 0}
      className="absolute inset-x-0 top-full z-50 mt-1.5 max-h-[min(24rem,70vh)] overflow-y-auto rounded-xl bg-ivory-50 py-1.5 shadow-lift ring-1 ring-ivory-300"
    >
      {items.map((item, index) => (
        // biome-ignore lint/a11y/useFocusableInteractive: combobox options are reached with the arrows from the box
        // biome-ignore lint/a11y/useKeyWithClickEvents: Enter in the box picks the active option
        <div
          key={item.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(item)}
          className="flex cursor-pointer items-center gap-3 px-4 py-2 aria-selected:bg-plum-50 hover:bg-plum-50"
        >
          <LinePhoto path={item.image} size="sm" />
          <div className="flex min-w-0 flex-col">
            <span translate="no" className="truncate text-sm text-ink-900">
              {item.productname}
            </span>
            <span className="truncate text-xs text-ink-500">
              <span translate="no">{item.brandname}</span> · {t(item.category)}
            </span>
          </div>
        </div>
      ))}
      {categories.map((page, i) => (
        // biome-ignore lint/a11y/useFocusableInteractive: combobox options are reached with the arrows from the box
        // biome-ignore lint/a11y/useKeyWithClickEvents: Enter in the box picks the active option
        <div
          key={page.path}
          id={`${id}-${items.length + i}`}
          role="option"
          aria-selected={items.length + i === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPickCategory(page)}
          className="flex cursor-pointer items-center gap-3 px-4 py-2 aria-selected:bg-plum-50 hover:bg-plum-50"
        >
          <LayoutGrid aria-hidden="true" className="size-5 shrink-0 text-plum-800" />
          <span className="truncate text-sm text-ink-900">
            {t('All {{category}}', { category: t(page.label) })}
          </span>
        </div>
      ))}
    </div>
  );
}
