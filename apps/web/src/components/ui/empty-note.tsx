import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list with nothing in it yet: an icon, a short title, a line on what will appear, and a way on. */
export function EmptyNote({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl bg-ivory-50 p-10 text-center ring-1 ring-ivory-300/70">
      <Icon aria-hidden="true" className="size-8 text-plum-300" />
      <p className="font-display text-xl text-plum-950">{title}</p>
      <p className="text-sm text-ink-500">{text}</p>
      {children}
    </div>
  );
}
