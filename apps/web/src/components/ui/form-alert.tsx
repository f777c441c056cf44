import type { ReactNode } from 'react';

/** A form's own failure (the shop's answer, not a field's), read out at once; nothing when there is none. */
export function FormAlert({ children }: { children: ReactNode }) {
  return children ? (
    <p role="alert" className="rounded-md bg-danger-50 px-3.5 py-2.5 text-sm font-medium text-danger-600">
      {children}
    </p>
  ) : null;
}
