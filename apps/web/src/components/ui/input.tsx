import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cn } from '../../lib/cn';

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
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className={cn('mb-1.5 block text-sm font-medium text-ink-700', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <div className="relative">
        {prefix ? (
          <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-base text-ink-500 sm:text-sm">
            {prefix}
          </span>
        ) : null}
        <input
          id={inputId}
          className={cn(fieldClasses, prefix ? 'pl-12' : undefined)}
          aria-invalid={error ? true : undefined}
          {...props}
          aria-describedby={describedBy}
        />
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
