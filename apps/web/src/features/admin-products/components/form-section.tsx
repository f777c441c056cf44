import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** One titled block of a product form. */
export function FormSection({
  title,
  note,
  children,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-xl font-medium">{title}</h2>
        {note ? <p className="mt-0.5 text-sm text-ink-500">{note}</p> : null}
      </div>
      {children}
    </Card>
  );
}

/** A field's error line, announced when it appears. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-danger-600">
      {message}
    </p>
  );
}

/** The foot of a product form: a secondary button (Clear form, Cancel) and the submit button with its icon. */
export function FormButtons({
  secondary,
  submit,
  icon: Icon,
  pending,
}: {
  secondary: { label: string; onClick: () => void; disabled?: boolean };
  submit: string;
  icon: LucideIcon;
  /** The form is being sent: the submit button spins in place of its icon. */
  pending: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={secondary.onClick} disabled={secondary.disabled}>
        {secondary.label}
      </Button>
      <Button type="submit" size="lg" loading={pending}>
        {pending ? null : <Icon aria-hidden="true" className="size-4" />}
        {submit}
      </Button>
    </div>
  );
}
