import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type CardProps = HTMLAttributes<HTMLDivElement> & {
  tone?: 'plain' | 'ivory' | 'rose' | 'plum';
  padded?: boolean;
};

const tones = {
  plain: 'bg-ivory-50 border border-ivory-300/70',
  ivory: 'bg-ivory-200/60 border border-ivory-300/60',
  rose: 'bg-rose-50 border border-rose-200',
  plum: 'bg-plum-900 text-ivory-100 border border-plum-800',
} as const;

export function Card({ tone = 'plain', padded = true, className, ...props }: CardProps) {
  return (
    <div
      className={cn('rounded-xl shadow-soft', tones[tone], padded && 'p-5 sm:p-6', className)}
      {...props}
    />
  );
}
