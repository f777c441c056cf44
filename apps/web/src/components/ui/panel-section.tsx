import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A small boxed section of a page named by its heading, an icon before it (the product page's side boxes). */
export function PanelSection({
  id,
  icon: Icon,
  iconClassName,
  title,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  icon: LucideIcon;
  iconClassName: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="flex items-center gap-2 font-sans text-sm font-semibold text-plum-950">
        <Icon aria-hidden="true" className={cn('size-4', iconClassName)} />
        {title}
      </h2>
      {children}
    </section>
  );
}
