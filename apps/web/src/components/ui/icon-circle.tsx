// An icon in a round badge, the sign of a panel, a card or a line (an empty wishlist, a dashboard link, the address).
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const SIZES = { sm: 'size-9', md: 'size-12', lg: 'size-14', xl: 'size-16' } as const;

const TONES = {
  plum: 'bg-plum-50 text-plum-800 ring-1 ring-plum-100',
  rose: 'bg-rose-100 text-plum-800',
  gold: 'bg-gold-100 text-plum-800 ring-1 ring-gold-300/70',
} as const;

/** The circle around `children` (an icon, hidden from screen readers by its caller), never squeezed by its row. */
export function IconCircle({
  size,
  tone,
  className,
  children,
}: {
  size: keyof typeof SIZES;
  tone: keyof typeof TONES;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full',
        SIZES[size],
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
