// A row of product cards below the page's own content ("Often bought together", "Recently viewed", "You may also
// like"; issue 29 item 4): nothing is asked for until the row comes within 400 px of the screen, which happens only
// in the browser after the page is drawn, so the page's first render never waits for it. Hidden when empty.
import type { ProductCard as Card } from '@zariya/shared/product';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ProductCard } from './product-card';

const cardWidth = 'w-[44vw] max-w-56 shrink-0 snap-start sm:w-52';

/** Whether the element has come within 400 px of the screen (once true, stays true). */
export function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function LazyProductRow({
  title,
  queryKey,
  load,
  enabled = true,
  exclude,
  className = 'container-shop min-h-24 py-8',
}: {
  title: string;
  queryKey: QueryKey;
  load: (signal: AbortSignal) => Promise<Card[]>;
  /** False while what the row is for is not known yet (an empty visitor list, a cart still loading). */
  enabled?: boolean;
  /** A product not to show (the page's own). */
  exclude?: number;
  className?: string;
}) {
  const headingId = useId();
  const { ref, near } = useNearScreen<HTMLElement>();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    enabled: near && enabled,
    staleTime: 60_000,
  });
  const items = (query.data ?? []).filter((p) => p.id !== exclude);

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      hidden={!enabled || (query.isSuccess && items.length === 0)}
      className={className}
    >
      <h2 id={headingId} className="mb-4 text-display-sm font-medium">
        {title}
      </h2>
      {items.length > 0 ? (
        <ul className="no-scrollbar -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-4 sm:gap-4 lg:mx-0 lg:px-0">
          {items.map((product) => (
            <li key={product.id} className={cardWidth}>
              <ProductCard product={product} imageSizes="(min-width: 640px) 13rem, 44vw" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
