import type { ReactNode } from 'react';
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
