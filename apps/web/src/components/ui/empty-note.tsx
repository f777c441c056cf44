import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A list with nothing in it yet: an icon, a short title, a line on what will appear, and a way on. */
export function EmptyNote({
  icon: Icon,
  title,
  text,
  tight,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text?: ReactNode;
  /** Closer lines (the owner's lists). */
  tight?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl bg-ivory-50 p-10 text-center ring-1 ring-ivory-300/70',
        tight ? 'gap-2' : 'gap-3',
      )}
    >
      <Icon aria-hidden="true" className="size-8 text-plum-300" />
      <p className="font-display text-xl text-plum-950">{title}</p>
      {text ? <p className="text-sm text-ink-500">{text}</p> : null}
      {children}
    </div>
  );
}
