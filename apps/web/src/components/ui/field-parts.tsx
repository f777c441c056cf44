// The parts every labelled field shares (Input, Textarea, PasswordInput, ChipsInput): the label above it, the ids
// that tie it to its hint and error lines, and those lines under it.
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

/** The field's id (given or generated), its hint and error ids, and the aria-describedby naming them. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode, describedBy?: string) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return {
    fieldId,
    hintId,
    errorId,
    describedBy: [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
}

export function FieldLabel({
  htmlFor,
  hidden,
  children,
}: {
  htmlFor: string;
  /** Read by screen readers only. */
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn('mb-1.5 block text-sm font-medium text-ink-700', hidden && 'sr-only')}
    >
      {children}
    </label>
  );
}

export function FieldHint({ id, hint }: { id?: string; hint: ReactNode }) {
  return hint ? (
    <p id={id} className="mt-1.5 text-xs text-ink-500">
      {hint}
    </p>
  ) : null;
}

/** The hint, then the error, under a field. */
export function FieldNotes({
  ids,
  hint,
  error,
}: {
  ids: { hintId?: string; errorId?: string };
  hint?: ReactNode;
  error: ReactNode;
}) {
  return (
    <>
      <FieldHint id={ids.hintId} hint={hint} />
      {error ? (
        <p id={ids.errorId} className="mt-1.5 text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </>
  );
}
