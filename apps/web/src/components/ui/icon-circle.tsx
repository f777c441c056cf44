// An icon in a round badge, the sign of a panel, a card or a line (an empty wishlist, a dashboard link, the address).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const SIZES = { sm: 'size-9', md: 'size-12', lg: 'size-14', xl: 'size-16' } as const;
/** The icon that fills each circle, drawn by `icon`. */
const ICON_SIZES = { sm: 'size-4.5', md: 'size-6', lg: 'size-6', xl: 'size-7' } as const;

const TONES = {
  plum: 'bg-plum-50 text-plum-800 ring-1 ring-plum-100',
  rose: 'bg-rose-100 text-plum-800',
  gold: 'bg-gold-100 text-plum-800 ring-1 ring-gold-300/70',
} as const;

/**
 * The circle around an icon, never squeezed by its row: `icon` draws a lucide icon at the circle's size in the
 * circles' fine line, hidden from screen readers; `children` is an icon of the caller's own (hidden by its caller).
 */
export function IconCircle({
  size,
  tone,
  className,
  icon: Icon,
  children,
}: {
  size: keyof typeof SIZES;
  tone: keyof typeof TONES;
  className?: string;
} & ({ icon: LucideIcon; children?: never } | { icon?: never; children: ReactNode })) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full',
        SIZES[size],
        TONES[tone],
        className,
      )}
    >
      {Icon ? <Icon aria-hidden="true" className={ICON_SIZES[size]} strokeWidth={1.6} /> : children}
    </span>
  );
}
