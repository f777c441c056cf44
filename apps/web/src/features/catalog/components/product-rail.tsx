import { type Category, HOME_SECTION_SIZE } from '@zariya/shared/constants';
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useTakenOver } from '../../../lib/hydrate-when-near';
import { useT } from '../../../lib/i18n';
import { useProducts } from '../api/get-products';
import { LoadError } from './load-error';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import type { CardActions } from './product-grid';

export type ProductRailProps = {
  title: string;
  subtitle?: string;
  category: Category;
  viewAllTo: string;
  /** What the route lays over each card (the wishlist heart). */
  cardActions?: CardActions;
};

const cardWidth = 'w-[44vw] max-w-60 shrink-0 snap-start sm:w-56 lg:w-60';

/**
 * Cards the server draws: a desktop row shows five, a phone two. The rest of the row joins in the browser
 * right after the rail hydrates, which a drawn home page does when the rail comes near the screen. Two full
 * rails were half of home's elements, and styling and laying them out was its longest task on a phone.
 */
const DRAWN_CARDS = 6;

/** A titled, horizontally scrolling row of the newest products of a category (product rules §2 Home). */
export function ProductRail({ title, subtitle, category, viewAllTo, cardActions }: ProductRailProps) {
  const { t } = useT();
  const headingId = useId();
  const query = useProducts({ category, sort: 'newest', limit: HOME_SECTION_SIZE });
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const cardCount = useTakenOver() ? HOME_SECTION_SIZE : DRAWN_CARDS;

  const updateEdges = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 4, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4 });
  }, []);

  // Measured when the browser has laid the row out anyway: a ResizeObserver reports once when it starts
  // watching (again once the cards have arrived) and on every resize. Reading sizes anywhere else would force
  // a layout of the whole page in the middle of a task.
  // biome-ignore lint/correctness/useExhaustiveDependencies: query.data and cardCount change the row's width
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(updateEdges);
    observer.observe(el);
    return () => observer.disconnect();
  }, [updateEdges, query.data, cardCount]);

  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.85, behavior: smooth ? 'smooth' : 'auto' });
  };

  const arrow =
    'hidden md:inline-flex size-11 items-center justify-center rounded-full border border-ivory-300 bg-ivory-50 text-plum-900 shadow-soft transition hover:border-plum-300 disabled:opacity-35';

  const arrows = [
    {
      direction: -1 as const,
      label: t('Scroll {{title}} back', { title }),
      disabled: edges.start,
      Icon: ChevronLeft,
    },
    {
      direction: 1 as const,
      label: t('Scroll {{title}} forward', { title }),
      disabled: edges.end,
      Icon: ChevronRight,
    },
  ];

  return (
    <section aria-labelledby={headingId} aria-busy={query.isPending} className="container-shop py-8 sm:py-10">
      <div className="mb-5 flex items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-display-sm font-medium sm:text-3xl">
            {title}
          </h2>
          {subtitle ? <p className="mt-1 text-sm text-ink-500">{subtitle}</p> : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Link to={viewAllTo} className={buttonClasses({ variant: 'link', className: 'text-sm' })}>
            {t('View all')} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          {arrows.map(({ direction, label, disabled, Icon }) => (
            <button
              key={direction}
              type="button"
              className={arrow}
              aria-label={label}
              disabled={disabled}
              onClick={() => scrollBy(direction)}
            >
              <Icon aria-hidden="true" className="size-5" />
            </button>
          ))}
        </div>
      </div>

      {query.isPending ? (
        <div className="-mx-4 flex gap-3 overflow-hidden px-4 sm:gap-4">
          <span className="sr-only">{t('Loading {{title}}…', { title: title.toLowerCase() })}</span>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <ProductCardSkeleton key={i} className={cardWidth} />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : query.data.items.length === 0 ? (
        <p className="rounded-xl bg-ivory-50 px-6 py-10 text-center text-ink-500 ring-1 ring-ivory-300/70">
          {t('New pieces are on their way. Please check back soon.')}
        </p>
      ) : (
        <ul
          ref={scroller}
          onScroll={updateEdges}
          className="no-scrollbar -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-4 sm:-mx-6 sm:scroll-px-6 sm:gap-4 sm:px-6 lg:mx-0 lg:scroll-px-0 lg:px-0"
        >
          {query.data.items.slice(0, cardCount).map((product) => (
            <li key={product.id} className={cardWidth}>
              <ProductCard
                product={product}
                imageSizes="(min-width: 1024px) 15rem, (min-width: 640px) 14rem, 44vw"
                actions={cardActions?.(product)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
