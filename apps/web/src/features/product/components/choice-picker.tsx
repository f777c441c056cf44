import { AS_PER_IMAGE_COLOUR } from '@zariya/shared/checkout';
import { colourLabel, colourToCss } from '@zariya/shared/colours';
import { useEffect, useId, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { Swatch } from '../../../components/ui/swatch';

/**
 * A row of radio chips (sizes) or swatches (colours); the chosen one is announced in the legend. The chips are
 * native radios styled by `:checked`, so a tap works on a drawn page before its code has arrived; the choice
 * made then is taken over once the page has come alive. A sold-out option (`available` says false) stays in view,
 * struck through, but cannot be chosen; its name says so ("M, sold out").
 */
export function ChoicePicker({
  legend,
  options,
  value,
  onChange,
  kind,
  available,
}: {
  legend: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
  kind: 'size' | 'colour';
  /** Each option's availability; an option missing from it is available. */
  available?: ReadonlyMap<string, boolean>;
}) {
  const { t } = useT();
  const name = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  // A radio the shopper ticked before hydration (React keeps the DOM's checked state while hydrating).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after the first render
  useEffect(() => {
    const ticked = group.current?.querySelector<HTMLInputElement>('input:checked');
    if (ticked && ticked.value !== value) onChange(ticked.value);
  }, []);
  // Sizes and colours are the owner's words (catalogue data); only 'As per the image' is the shop's own.
  const labelOf = (option: string) =>
    kind === 'size' ? option : option === AS_PER_IMAGE_COLOUR ? t(AS_PER_IMAGE_COLOUR) : colourLabel(option);
  const isData = (option: string) => kind === 'size' || option !== AS_PER_IMAGE_COLOUR;
  return (
    <fieldset ref={group}>
      <legend className="mb-2 text-sm font-semibold text-ink-900">
        {legend}
        {value ? (
          <span className="font-normal text-ink-500">
            : <span translate={isData(value) ? 'no' : undefined}>{labelOf(value)}</span>
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const swatch = kind === 'colour' ? colourToCss(option) : null;
          const label = labelOf(option);
          const checked = value === option;
          const soldOut = available?.get(option) === false;
          return (
            <label
              key={option}
              title={soldOut ? t('{{option}}, sold out', { option: label }) : label}
              className={cn(
                'relative inline-flex min-h-tap items-center gap-2 rounded-full border px-4 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-plum-700',
                soldOut
                  ? 'cursor-not-allowed border-dashed border-ink-300 bg-ivory-100 text-ink-500'
                  : 'cursor-pointer border-ink-300 bg-ivory-50 text-ink-900 hover:border-plum-700 has-[:checked]:border-plum-800 has-[:checked]:bg-plum-800 has-[:checked]:text-ivory-50',
                swatch && 'pl-2',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={checked && !soldOut}
                disabled={soldOut}
                aria-label={soldOut ? t('{{option}}, sold out', { option: label }) : undefined}
                onChange={() => onChange(option)}
                className="sr-only"
              />
              <Swatch
                css={swatch}
                className={cn('size-6 ring-ink-900/20 ring-offset-1', soldOut && 'opacity-40')}
              />
              <span translate={isData(option) ? 'no' : undefined} className={cn(soldOut && 'line-through')}>
                {label}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
