import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

// product rules §2: five tiles and a View all button, all opening /saree. Notes and amounts are shown through t().
const TILES = [
  { note: 'Everyday drapes', amount: 'Under ₹999', tone: 'bg-rose-100 text-plum-900' },
  { note: 'Office and festive', amount: '₹1,000–2,999', tone: 'bg-gold-100 text-plum-900' },
  { note: 'Occasion wear', amount: '₹3,000–4,999', tone: 'bg-plum-100 text-plum-900' },
  { note: 'Silk and zari', amount: '₹5,000–9,999', tone: 'bg-plum-800 text-ivory-50' },
  { note: 'Heirloom weaves', amount: 'Luxe ₹10,000+', tone: 'bg-plum-950 text-gold-200' },
] as const;

const TARGET = '/saree';

export function ShopByPrice() {
  const { t } = useT();
  return (
    <section aria-labelledby="shop-by-price" className="container-shop py-8 sm:py-10">
      <div className="mb-5 flex items-end justify-between gap-4">
        <div>
          <h2 id="shop-by-price" className="text-display-sm font-medium sm:text-3xl">
            {t('Shop by Price')}
          </h2>
          <p className="mt-1 text-sm text-ink-500">{t('Beautiful sarees for every budget.')}</p>
        </div>
        <Link to={TARGET} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('View all')} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {TILES.map((tile, index) => (
          <li key={tile.amount} className={cn(index === TILES.length - 1 && 'col-span-2 sm:col-span-1')}>
            <Link
              to={TARGET}
              className={cn(
                'group relative flex h-full min-h-28 flex-col justify-between gap-3 overflow-hidden rounded-xl p-4 shadow-soft transition hover:-translate-y-0.5 hover:shadow-card sm:min-h-36 sm:p-5',
                tile.tone,
              )}
            >
              <span
                aria-hidden="true"
                className="pointer-events-none absolute -right-4 -bottom-9 font-display text-[7rem] leading-none opacity-10"
              >
                ₹
              </span>
              <span className="text-2xs font-semibold tracking-[0.16em] uppercase opacity-80">
                {t(tile.note)}
              </span>
              <span className="flex items-end justify-between gap-2">
                <span className="font-display text-lg leading-tight font-semibold whitespace-nowrap sm:text-2xl">
                  {t(tile.amount)}
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="mb-1 hidden size-4 shrink-0 transition-transform group-hover:translate-x-0.5 sm:block"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
