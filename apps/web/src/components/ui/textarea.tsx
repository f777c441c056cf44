import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FieldLabel, FieldNotes, useFieldIds } from './field-parts';
import { fieldClasses } from './input';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** Multi-line field with the same label, hint and error layout as Input. */
export function Textarea({ label, hint, error, className, id, rows = 4, ...props }: TextareaProps) {
  const ids = useFieldIds(id, hint, error, props['aria-describedby']);
  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.fieldId}>{label}</FieldLabel>
      <textarea
        id={ids.fieldId}
        rows={rows}
        className={cn(fieldClasses, 'resize-y py-2.5 leading-relaxed')}
        aria-invalid={error ? true : undefined}
        {...props}
        aria-describedby={ids.describedBy}
      />
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}
