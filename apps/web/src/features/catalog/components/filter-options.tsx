import { colourToCss } from '@zariya/shared/colours';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { Disclosure } from '../../../components/ui/disclosure';
import { Swatch } from '../../../components/ui/swatch';

/** One collapsible group of the filter panel (Brand, Colors, …). */
export function FilterSection({
  title,
  children,
  defaultOpen = true,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  return (
    <Disclosure
      title={title}
      open={defaultOpen}
      mark="plus"
      className="py-3"
      titleClassName="min-h-tap text-sm font-semibold tracking-wide uppercase"
    >
      <fieldset className="mt-1">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </Disclosure>
  );
}

/** `data`: the label is catalogue data (a brand, a colour or size as the owner wrote it), not translated. */
export type FilterOption = { value: string; label: string; count?: number; data?: boolean };

/** Checkboxes (several may be chosen) or radios (one), each with its count; values with no matches are dimmed. Rows are 44 px tall below the desktop layout (a thumb on the bottom sheet). */
export function FilterOptions({
  name,
  type,
  options,
  selected,
  onToggle,
  swatches,
  scroll,
}: {
  name: string;
  type: 'checkbox' | 'radio';
  options: FilterOption[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  /** Show a colour swatch before each label (the value is the colour). */
  swatches?: boolean;
  /** Long lists scroll inside the section. */
  scroll?: boolean;
}) {
  const { t } = useT();
  if (options.length === 0)
    return <p className="py-1 text-sm text-ink-500">{t('Nothing to choose here.')}</p>;
  return (
    <ul className={cn('space-y-0.5', scroll && 'max-h-64 overflow-y-auto pr-1')}>
      {options.map((option) => {
        const checked = selected.includes(option.value);
        const swatch = swatches ? colourToCss(option.value) : null;
        return (
          <li key={option.value}>
            <label
              className={cn(
                'flex min-h-tap cursor-pointer items-center gap-2.5 rounded-md px-1 text-sm text-ink-700 hover:bg-plum-50 lg:min-h-9',
                option.count === 0 && !checked && 'text-ink-300',
              )}
            >
              <input
                type={type}
                name={name}
                value={option.value}
                checked={checked}
                onChange={(event) => onToggle(option.value, event.target.checked)}
                className="size-4 shrink-0 accent-plum-800"
              />
              <Swatch css={swatch} className="size-4 shrink-0 ring-ink-900/20" />
              <span className="min-w-0 flex-1 truncate" translate={option.data ? 'no' : undefined}>
                {option.label}
              </span>
              {option.count === undefined ? null : (
                <span className="text-xs text-ink-500 tabular-nums">({option.count})</span>
              )}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
