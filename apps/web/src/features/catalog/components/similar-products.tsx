// "Similar" below the product's details (issue 29 item 4): products of the same category, nearest in price, colour
// and material. Self-contained: nothing is asked for until the section comes near the screen, which happens only
// in the browser after the page is drawn, so the product's first render never waits for it.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { ProductCard } from './product-card';

const cardWidth = 'w-[44vw] max-w-56 shrink-0 snap-start sm:w-52';

export function SimilarProducts({ productId }: { productId: number }) {
  const { t } = useT();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = section.current;
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

  const query = useQuery({
    queryKey: ['products', 'similar', productId],
    queryFn: ({ signal }) => api.get(`/products/${productId}/similar`, { signal }),
    enabled: near,
    staleTime: 60_000,
  });
  const items = query.data ?? [];

  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      hidden={query.isSuccess && items.length === 0}
      className="container-shop min-h-24 py-8"
    >
      <h2 id={headingId} className="mb-4 text-display-sm font-medium">
        {t('Similar')}
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
