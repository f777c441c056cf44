import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

export type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A password field with a show/hide button (aria-pressed, named by what it does to this field). */
export function PasswordInput({ label, error, hint, className, id, ...props }: PasswordInputProps) {
  const { t } = useT();
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={cn(fieldClasses, 'pr-12')}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={t('Show {{field}}', { field: label.toLowerCase() })}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-md text-ink-500 hover:text-plum-800 focus-visible:outline-offset-[-2px]"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" strokeWidth={1.75} />
          ) : (
            <Eye aria-hidden="true" className="size-5" strokeWidth={1.75} />
          )}
        </button>
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
