import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A section of the home page under its heading. `lead`: the first one under the hero, with more room above and
 * its heading centred.
 */
export function HomeSection({
  id,
  title,
  lead,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  lead?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('container-shop', lead ? 'pt-10 pb-4 sm:pt-12' : 'py-8 sm:py-10')}
    >
      <h2
        id={id}
        className={cn('text-display-sm font-medium sm:text-3xl', lead ? 'mb-6 text-center' : 'mb-5')}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
