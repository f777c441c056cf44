import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'neutral' | 'sale' | 'gold' | 'plum' | 'muted' | 'success';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-ivory-200 text-ink-700',
  sale: 'bg-rose-100 text-plum-800',
  gold: 'bg-gold-100 text-gold-800',
  plum: 'bg-plum-800 text-ivory-50',
  muted: 'bg-ink-900/75 text-ivory-50 backdrop-blur-sm',
  success: 'bg-success-50 text-success-600',
};

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
