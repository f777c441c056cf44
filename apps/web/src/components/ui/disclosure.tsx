import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A section she opens and closes (the native <details>, a rule under it): the title row, drawn by `titleClassName`,
 * with its mark at the end, a plus that turns to a cross or a chevron that turns over when open.
 */
export function Disclosure({
  title,
  open,
  mark,
  className,
  titleClassName,
  children,
}: {
  title: ReactNode;
  open?: boolean;
  mark: 'plus' | 'chevron';
  className?: string;
  titleClassName: string;
  children: ReactNode;
}) {
  return (
    <details open={open} className={cn('group/disclosure border-b border-ivory-300/70', className)}>
      <summary
        className={cn(
          'flex cursor-pointer list-none items-center justify-between gap-4 text-plum-950 [&::-webkit-details-marker]:hidden',
          titleClassName,
        )}
      >
        {title}
        {mark === 'plus' ? (
          <span
            aria-hidden="true"
            className="text-lg leading-none text-ink-500 transition-transform group-open/disclosure:rotate-45"
          >
            +
          </span>
        ) : (
          <ChevronDown
            aria-hidden="true"
            className="size-5 text-ink-500 transition-transform group-open/disclosure:rotate-180"
          />
        )}
      </summary>
      {children}
    </details>
  );
}
