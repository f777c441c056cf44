import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { FieldLabel, FieldNotes, useFieldIds } from './field-parts';

export const fieldClasses =
  'block w-full min-h-tap rounded-md border border-ink-300/70 bg-ivory-50 px-3.5 text-base text-ink-900 placeholder:text-ink-500 shadow-[inset_0_1px_1px_rgb(44_9_25/0.04)] transition-colors hover:border-ink-500 focus:border-plum-700 focus:outline-2 focus:outline-offset-0 focus:outline-plum-700/30 disabled:cursor-not-allowed disabled:bg-ivory-200 aria-[invalid=true]:border-danger-600 sm:text-sm';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shown inside the field before the text, e.g. '+91'. */
  prefix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function Input({ label, hideLabel, hint, error, prefix, className, id, ...props }: InputProps) {
  const ids = useFieldIds(id, hint, error, props['aria-describedby']);

  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.fieldId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className="relative">
        {prefix ? (
          <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-base text-ink-500 sm:text-sm">
            {prefix}
          </span>
        ) : null}
        <input
          id={ids.fieldId}
          className={cn(fieldClasses, prefix ? 'pl-12' : undefined)}
          aria-invalid={error ? true : undefined}
          {...props}
          aria-describedby={ids.describedBy}
        />
      </div>
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}
