import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  plain: { box: 'space-y-3 rounded-xl bg-ivory-50 p-4 ring-1 ring-ivory-300/70', icon: 'text-plum-700' },
  offer: { box: 'rounded-xl border border-dashed border-gold-500/60 bg-gold-50 p-4', icon: 'text-gold-700' },
} as const;

/**
 * A small boxed section of a page named by its heading, an icon before it (the product page's side boxes):
 * `plain` on ivory, `offer` in a dashed gold frame.
 */
export function PanelSection({
  id,
  icon: Icon,
  tone,
  title,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={TONES[tone].box}>
      <h2 id={id} className="flex items-center gap-2 font-sans text-sm font-semibold text-plum-950">
        <Icon aria-hidden="true" className={cn('size-4', TONES[tone].icon)} />
        {title}
      </h2>
      {children}
    </section>
  );
}
