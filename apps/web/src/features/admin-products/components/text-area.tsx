import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextArea({ label, error, className, id, ...props }: TextAreaProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-ink-700">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={4}
        className={cn(fieldClasses, 'py-2.5 leading-relaxed')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...props}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="mt-1.5 text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
