import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { FieldLabel, FieldNotes, useFieldIds } from '../../../components/ui/field-parts';
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
  const ids = useFieldIds(id, hint, error);
  const [visible, setVisible] = useState(false);

  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.fieldId}>{label}</FieldLabel>
      <div className="relative">
        <input
          id={ids.fieldId}
          type={visible ? 'text' : 'password'}
          className={cn(fieldClasses, 'pr-12')}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
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
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}
