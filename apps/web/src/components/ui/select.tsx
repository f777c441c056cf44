import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FieldNotes, useFieldIds } from './field-parts';
import { fieldClasses } from './input';

/** `disabled`: shown but not choosable (a sold-out size, say). */
export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  hideLabel?: boolean;
  /** Label beside the field instead of above it. */
  inline?: boolean;
  /** A line under the field saying what is wrong with the choice. */
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

export function Select({ label, options, hideLabel, inline, error, className, id, ...props }: SelectProps) {
  const ids = useFieldIds(id, undefined, error, props['aria-describedby']);
  return (
    <div className={cn(inline && 'flex items-center gap-2', className)}>
      <label
        htmlFor={ids.fieldId}
        className={cn(
          'block text-sm font-medium text-ink-700',
          inline ? 'shrink-0 whitespace-nowrap' : 'mb-1.5',
          hideLabel && 'sr-only',
        )}
      >
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={ids.fieldId}
          className={cn(fieldClasses, 'cursor-pointer appearance-none pr-10')}
          aria-invalid={error ? true : undefined}
          {...props}
          aria-describedby={ids.describedBy}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-500"
        />
      </div>
      <FieldNotes ids={ids} error={error} />
    </div>
  );
}
