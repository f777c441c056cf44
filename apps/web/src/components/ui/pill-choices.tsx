import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type PillChoice<V extends string> = { value: V; label: ReactNode };

/**
 * One answer among a few short ones (a day, return or exchange): radios drawn as pills, the chosen one in plum, each
 * a 44 px tap target. `fill`: the pills share the row's width.
 */
export function PillChoices<V extends string>({
  legend,
  legendClassName,
  name,
  options,
  value,
  onChange,
  fill,
}: {
  legend: ReactNode;
  legendClassName?: string;
  name: string;
  options: ReadonlyArray<PillChoice<V>>;
  value: V | null;
  onChange: (value: V) => void;
  fill?: boolean;
}) {
  return (
    <fieldset>
      <legend className={legendClassName}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-tap cursor-pointer items-center justify-center rounded-full border border-ink-200 px-4 text-sm',
              'has-[:checked]:border-plum-800 has-[:checked]:bg-plum-50 has-[:checked]:font-medium has-[:checked]:text-plum-900',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-plum-700',
              fill && 'flex-1',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
